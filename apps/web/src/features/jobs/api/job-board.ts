import type { Job, JobBoardResponse, JobSummary } from '@hirelane/contract/jobs';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
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
export function cachedJob(queryClient: QueryClient, jobId: string): Job | JobSummary | undefined {
  const board = queryClient.getQueryData<JobBoardResponse>(jobKeys.board);
  return queryClient.getQueryData<Job>(jobKeys.detail(jobId)) ?? (board && locateJob(board, jobId)?.job);
}

/** The name of the cached job with `jobId`, or the id when it is not cached. */
export function cachedJobName(queryClient: QueryClient, jobId: string): string {
  const job = cachedJob(queryClient, jobId);
  return job ? jobName(job) : jobId;
}

/** The stops asked for so far, in order (see `stopRead`). */
let stops: Promise<void> = Promise.resolve();

/**
 * Stops the reads of `queryKeys` on their way, which would answer the old state over a change shown
 * at once. Only reads in flight: one paused offline may have started before the kept answers were
 * restored, and cancelling it would put the query back to the empty state it started from. The
 * stops resolve in the order they were asked for, so changes made in a row show in that order.
 */
export function stopRead(queryClient: QueryClient, ...queryKeys: QueryKey[]): Promise<void> {
  stops = stops
    .then(async () => {
      for (const queryKey of queryKeys)
        if (queryClient.getQueryState(queryKey)?.fetchStatus === 'fetching')
          await queryClient.cancelQueries({ queryKey, exact: true });
    })
    .catch(() => undefined);
  return stops;
}
