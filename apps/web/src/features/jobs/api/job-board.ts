import type { Job, JobBoardResponse, JobSummary } from '@hirelane/contract/jobs';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { textOf } from '../../../shared/i18n/text-of.ts';
import { jobBoardQueryOptions } from '../../../shared/resources/job-board.ts';
import { locateJob } from '../model/board.ts';
import { jobKeys } from './job-keys.ts';

export function useJobBoard() {
  return useQuery(jobBoardQueryOptions());
}

/** Applies `update` to the cached board (if loaded). */
export function updateCachedBoard(
  queryClient: QueryClient,
  update: (board: JobBoardResponse) => JobBoardResponse,
): void {
  queryClient.setQueryData<JobBoardResponse>(jobKeys.board, (board) => (board ? update(board) : board));
}

/** Settles the board, its search results and every cached job from the server. */
export function refreshJobs(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: jobKeys.all });
}

/** A job's name as a change made offline names it ("Barista at Kaffebrenneriet"). */
export function jobName(job: Pick<JobSummary, 'position' | 'company'>): string {
  const { position, company } = job;
  return textOf('common', 'offline.jobName', { position, company }) ?? `${position}, ${company}`;
}

/** The cached job with `jobId` (its details, else its card). */
function cachedJob(queryClient: QueryClient, jobId: string): Job | JobSummary | undefined {
  const board = queryClient.getQueryData<JobBoardResponse>(jobKeys.board);
  return queryClient.getQueryData<Job>(jobKeys.detail(jobId)) ?? (board && locateJob(board, jobId)?.job);
}

/** The name of the cached job with `jobId`, or the id when it is not cached. */
export function cachedJobName(queryClient: QueryClient, jobId: string): string {
  const job = cachedJob(queryClient, jobId);
  return job ? jobName(job) : jobId;
}
