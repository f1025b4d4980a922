import type { JobTimelineResponse } from '@hirelane/contract/job-timeline';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http.ts';
import { jobKeys } from './job-keys.ts';

/** GET /jobs/{id}/timeline: what happened to the job, oldest first. */
export function fetchJobTimeline(jobId: string, signal?: AbortSignal): Promise<JobTimelineResponse> {
  return http.get<JobTimelineResponse>(
    `/jobs/${encodeURIComponent(jobId)}/timeline`,
    signal ? { signal } : {},
  );
}

/**
 * The timeline of an open details drawer, read when the drawer shows it (never for the board) and
 * again each time it opens: a letter written elsewhere belongs in it too. Errors show in place.
 */
export function useJobTimeline(jobId: string) {
  return useQuery({
    queryKey: jobKeys.timeline(jobId),
    queryFn: ({ signal }) => fetchJobTimeline(jobId, signal),
    staleTime: 0,
  });
}
