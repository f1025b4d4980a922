import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import type { JobBoardResponse } from '@hirelane/contract/jobs';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../http/http.ts';

/**
 * The board's one query key (GET /jobs), read by the board and by the letters' job choices; the
 * jobs feature's mutations write it. It sits under `['jobs']` so refreshing every job refreshes it.
 */
export const jobBoardKey = ['jobs', 'board'] as const;

/** GET /jobs: every lane with its pinned and normal list, in display order. */
export function fetchJobBoard(signal?: AbortSignal): Promise<JobBoardResponse> {
  return http.get<JobBoardResponse>('/jobs', signal ? { signal } : {});
}

/** The board's query; a reader with its own view adds `select`, one that wants no toast its own meta. */
export function jobBoardQueryOptions() {
  return queryOptions({
    queryKey: jobBoardKey,
    queryFn: ({ signal }) => fetchJobBoard(signal),
    meta: { errorToast: () => FALLBACK_ERRORS.loadJobBoard },
  });
}
