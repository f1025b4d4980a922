import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import type { Job } from '@hirelane/contract/jobs';
import type { QueryClient } from '@tanstack/react-query';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http/http.ts';
import { jobKeys } from './job-keys.ts';

/** GET /jobs/{id}: the whole job, with description and notes the board leaves out. */
export function fetchJob(jobId: string, signal?: AbortSignal): Promise<Job> {
  return http.get<Job>(`/jobs/${encodeURIComponent(jobId)}`, signal ? { signal } : {});
}

export function jobQueryOptions(jobId: string) {
  return queryOptions({
    queryKey: jobKeys.detail(jobId),
    queryFn: ({ signal }) => fetchJob(jobId, signal),
    meta: { errorToast: () => FALLBACK_ERRORS.fetchJob },
  });
}

/** The job of an open drawer; idle without an id. */
export function useJob(jobId: string | null) {
  return useQuery({ ...jobQueryOptions(jobId ?? ''), enabled: jobId !== null });
}

/**
 * Keeps the cached job in step with a server answer (edit, pin, move, interview date); its timeline
 * may have a new event, so an open one reads it again.
 */
export function storeJob(queryClient: QueryClient, job: Job): void {
  queryClient.setQueryData(jobKeys.detail(job.jobId), job);
  void queryClient.invalidateQueries({ queryKey: jobKeys.timeline(job.jobId), exact: true });
}
