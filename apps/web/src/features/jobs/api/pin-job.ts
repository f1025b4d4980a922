import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import type { Job } from '@hirelane/contract/jobs';
import { http } from '../../../shared/http/http.ts';
import { setPinned } from '../model/board.ts';
import { useJobChange } from './job-change.ts';

export type PinJobVariables = { jobId: string; isPinned: boolean };

/** PUT /jobs/{id}/pin or /jobs/{id}/unpin. */
export function pinJob({ jobId, isPinned }: PinJobVariables): Promise<Job> {
  return http.put<Job>(`/jobs/${encodeURIComponent(jobId)}/${isPinned ? 'pin' : 'unpin'}`);
}

/** Pin moves the job to the front of its lane's pinned list; unpin to the front of normal. */
export function usePinJob() {
  return useJobChange(
    pinJob,
    (board, _job, { jobId, isPinned }) => setPinned(board, jobId, isPinned),
    () => FALLBACK_ERRORS.pinJob,
  );
}
