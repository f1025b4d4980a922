import type { JobFromLinkResponse } from '@hirelane/contract/job-links';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http.ts';
import { jobKeys } from './job-keys.ts';

/** POST /jobs/from-link: what the job ad at `url` says, in the create form's fields (nothing is saved). */
function readJobFromLink(url: string, signal?: AbortSignal): Promise<JobFromLinkResponse> {
  return http.post<JobFromLinkResponse>('/jobs/from-link', { url }, signal ? { signal } : {});
}

/**
 * One read per link while the page is open: the dialog reads it, the create drawer shows it, and
 * a reload of the drawer's URL reads it again. Errors are shown where the link was asked for, not
 * as toasts.
 */
export function jobFromLinkQueryOptions(url: string) {
  return queryOptions({
    queryKey: jobKeys.fromLink(url),
    queryFn: ({ signal }) => readJobFromLink(url, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The ad's fields for the create drawer opened from a link; idle without one. */
export function useJobFromLink(url: string | null) {
  return useQuery({ ...jobFromLinkQueryOptions(url ?? ''), enabled: url !== null });
}
