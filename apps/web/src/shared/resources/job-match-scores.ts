/**
 * The query key of every job's match score (GET /jobs/matches): read by the board's cards, refreshed
 * by the Match tab when a skill is added. It sits under `['jobs']`, so refreshing every job refreshes it.
 */
export const jobMatchScoresKey = ['jobs', 'matches'] as const;
