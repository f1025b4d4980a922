import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import type { Job, NextInterviewInput } from '@hirelane/contract/jobs';
import { http } from '../../../shared/http/http.ts';
import { replaceJob } from '../model/board.ts';
import { useJobChange } from './job-change.ts';

export type NextInterviewVariables = { jobId: string } & NextInterviewInput;

/** PUT /jobs/{id}/nextInterview: an ISO date-time, or null to clear it. */
export function setNextInterview({ jobId, nextInterviewDate }: NextInterviewVariables): Promise<Job> {
  return http.put<Job>(`/jobs/${encodeURIComponent(jobId)}/nextInterview`, { nextInterviewDate });
}

/** The date updates the job in its lane and the selected job. */
export function useSetNextInterview() {
  return useJobChange(setNextInterview, replaceJob, () => FALLBACK_ERRORS.updateInterviewDate);
}
