import { jobMatchScoresKey } from '../../../shared/resources/job-match-scores.ts';

/**
 * Query keys of a job's Match and Tailored CV tabs. They sit under the job's own key
 * (`['jobs', 'detail', jobId]`), so refreshing or removing the job refreshes them too.
 */
export const jobMatchKeys = {
  match: (jobId: string) => ['jobs', 'detail', jobId, 'match'] as const,
  matchScores: jobMatchScoresKey,
  tailored: (jobId: string) => ['jobs', 'detail', jobId, 'tailored-cv'] as const,
  tailoredLinks: (jobId: string) => ['jobs', 'detail', jobId, 'tailored-cv', 'links'] as const,
};
