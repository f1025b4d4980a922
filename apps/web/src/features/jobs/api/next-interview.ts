import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import type { Job, NextInterviewInput } from '@hirelane/contract/jobs';
import { http } from '../../../shared/http/http.ts';
import { replaceJob } from '../model/board.ts';
import { type JobChange, useJobChange } from './job-change.ts';
import { JOB_WRITE_KEYS } from './job-keys.ts';

export type NextInterviewVariables = { jobId: string } & NextInterviewInput;

/** PUT /jobs/{id}/nextInterview: an ISO date-time, or null to clear it. */
export function setNextInterview({ jobId, nextInterviewDate }: NextInterviewVariables): Promise<Job> {
  return http.put<Job>(`/jobs/${encodeURIComponent(jobId)}/nextInterview`, { nextInterviewDate });
}

/** The date updates the job in its lane and the selected job. */
export const SET_NEXT_INTERVIEW: JobChange<NextInterviewVariables> = {
  mutationKey: JOB_WRITE_KEYS.interview,
  change: 'interview',
  mutationFn: setNextInterview,
  place: replaceJob,
  apply: (job, { nextInterviewDate }) => ({ ...job, nextInterviewDate: nextInterviewDate ?? null }),
  errorToast: () => FALLBACK_ERRORS.updateInterviewDate,
};

export function useSetNextInterview() {
  return useJobChange(SET_NEXT_INTERVIEW);
}
