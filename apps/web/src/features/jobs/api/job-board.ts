import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import type { JobBoardResponse } from '@hirelane/contract/jobs';
import type { QueryClient } from '@tanstack/react-query';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http.ts';
import { jobKeys } from './job-keys.ts';

/** GET /jobs: every lane with its pinned and normal list, in display order. */
export function fetchJobBoard(signal?: AbortSignal): Promise<JobBoardResponse> {
  return http.get<JobBoardResponse>('/jobs', signal ? { signal } : {});
}

export function jobBoardQueryOptions() {
  return queryOptions({
    queryKey: jobKeys.board,
    queryFn: ({ signal }) => fetchJobBoard(signal),
    meta: { errorToast: () => FALLBACK_ERRORS.loadJobBoard },
  });
}

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
