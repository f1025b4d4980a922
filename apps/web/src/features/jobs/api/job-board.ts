import type { JobBoardResponse } from '@hirelane/contract/jobs';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { jobBoardQueryOptions } from '../../../shared/resources/job-board.ts';
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
