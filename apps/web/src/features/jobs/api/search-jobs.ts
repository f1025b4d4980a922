import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import type { JobBoardResponse } from '@hirelane/contract/jobs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http.ts';
import { jobIds } from '../model/board.ts';
import { jobKeys } from './job-keys.ts';

/** GET /jobs/search?searchTerm=: the board's shape with only the matching jobs. */
export function searchJobs(searchTerm: string, signal?: AbortSignal): Promise<JobBoardResponse> {
  const query = new URLSearchParams({ searchTerm });
  return http.get<JobBoardResponse>(`/jobs/search?${query}`, signal ? { signal } : {});
}

/**
 * The search answers which jobs match; the board shows them from the board query, so a move, pin
 * or edit made while searching shows at once without a second copy of the data.
 */
export function jobSearchQueryOptions(searchTerm: string) {
  return queryOptions({
    queryKey: jobKeys.search(searchTerm),
    queryFn: ({ signal }) => searchJobs(searchTerm, signal),
    select: jobIds,
    placeholderData: keepPreviousData,
    meta: { errorToast: () => FALLBACK_ERRORS.searchJobs },
  });
}

/** Matching job ids for `searchTerm`; idle when the term is empty. */
export function useJobSearch(searchTerm: string) {
  const term = searchTerm.trim();
  return useQuery({ ...jobSearchQueryOptions(term), enabled: term !== '' });
}
