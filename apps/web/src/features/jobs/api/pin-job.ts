import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import type { Job } from '@hirelane/contract/jobs';
import { http } from '../../../shared/http/http.ts';
import { setPinned } from '../model/board.ts';
import { type JobChange, useJobChange } from './job-change.ts';
import { JOB_WRITE_KEYS } from './job-keys.ts';

export type PinJobVariables = { jobId: string; isPinned: boolean };

/** PUT /jobs/{id}/pin or /jobs/{id}/unpin. */
export function pinJob({ jobId, isPinned }: PinJobVariables): Promise<Job> {
  return http.put<Job>(`/jobs/${encodeURIComponent(jobId)}/${isPinned ? 'pin' : 'unpin'}`);
}

/** Pin moves the job to the front of its lane's pinned list; unpin to the front of normal. */
export const PIN_JOB: JobChange<PinJobVariables> = {
  mutationKey: JOB_WRITE_KEYS.pin,
  change: 'pin',
  mutationFn: pinJob,
  place: (board, _job, { jobId, isPinned }) => setPinned(board, jobId, isPinned),
  apply: (job, { isPinned }) => ({ ...job, isPinned }),
  errorToast: () => FALLBACK_ERRORS.pinJob,
};

export function usePinJob() {
  return useJobChange(PIN_JOB);
}
