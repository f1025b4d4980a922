import type { JobMatchScores } from '@hirelane/contract/job-match';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http.ts';
import { jobKeys } from './job-keys.ts';

/** A job's score by its id; a job without one is absent or null. */
export type ScoreById = ReadonlyMap<string, number | null>;

const byJob = ({ matches }: JobMatchScores): ScoreById =>
  new Map(matches.map(({ jobId, score }) => [jobId, score]));

/**
 * GET /jobs/matches: every job's score in one request, made only while `enabled`. A failure
 * toasts nothing: the cards only go without their scores.
 */
export function useJobMatchScores(enabled: boolean) {
  return useQuery({
    queryKey: jobKeys.matchScores,
    queryFn: ({ signal }) => http.get<JobMatchScores>('/jobs/matches', { signal }),
    select: byJob,
    enabled,
  });
}
