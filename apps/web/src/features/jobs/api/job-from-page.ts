import type { JobFromLinkResponse } from '@hirelane/contract/job-links';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/http/http.ts';
import { jobFromLinkQueryOptions } from './job-from-link.ts';

/**
 * POST /jobs/from-page: what the page the bookmarklet sent says, in the create form's fields
 * (nothing is saved). Kept under the link's own query, so the create drawer opened for the link
 * shows it without reading the link again.
 */
export function jobFromPageQueryOptions(url: string, html: string) {
  return queryOptions({
    ...jobFromLinkQueryOptions(url),
    queryFn: ({ signal }) => http.post<JobFromLinkResponse>('/jobs/from-page', { url, html }, { signal }),
  });
}
