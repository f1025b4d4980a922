import { jobBoardKey } from '../../../shared/resources/job-board.ts';
import { jobMatchScoresKey } from '../../../shared/resources/job-match-scores.ts';

/**
 * Query keys of the jobs feature. `jobKeys.board` is the one key of the board (GET /jobs, shared
 * with the letters' job choices): the board, the drawers and every mutation read and write it there.
 * Search results live under it, so invalidating the board also refreshes them.
 */
export const jobKeys = {
  all: ['jobs'] as const,
  board: jobBoardKey,
  search: (term: string) => ['jobs', 'board', 'search', term] as const,
  details: ['jobs', 'detail'] as const,
  detail: (jobId: string) => ['jobs', 'detail', jobId] as const,
  timeline: (jobId: string) => ['jobs', 'detail', jobId, 'timeline'] as const,
  /** Every job's match score (GET /jobs/matches): refreshed with the jobs, not by a move. */
  matchScores: jobMatchScoresKey,
  fromLink: (url: string) => ['jobs', 'from-link', url] as const,
};

/** Mutation key of board moves: a move settles (re-reads the board) only when it is the last in flight. */
export const MOVE_JOB_MUTATION_KEY = ['jobs', 'move'] as const;

/** Mutation keys of the other changes to a job that may be made offline (their defaults are set). */
export const JOB_WRITE_KEYS = {
  pin: ['jobs', 'pin'],
  update: ['jobs', 'update'],
  interview: ['jobs', 'interview'],
  create: ['jobs', 'create'],
} as const;
