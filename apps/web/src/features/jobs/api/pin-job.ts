import type { Job } from '@hirelane/contract/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http/http.ts';
import { setPinned } from '../model/board.ts';
import { storeJob } from './job.ts';
import { refreshJobs, updateCachedBoard } from './job-board.ts';

export type PinJobVariables = { jobId: string; isPinned: boolean };

/** PUT /jobs/{id}/pin or /jobs/{id}/unpin. */
export function pinJob({ jobId, isPinned }: PinJobVariables): Promise<Job> {
  return http.put<Job>(`/jobs/${encodeURIComponent(jobId)}/${isPinned ? 'pin' : 'unpin'}`);
}

/** Spec §4: pin moves the job to the front of its lane's pinned list; unpin to the front of normal. */
export function usePinJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pinJob,
    onSuccess: (job, { jobId, isPinned }) => {
      updateCachedBoard(queryClient, (board) => setPinned(board, jobId, isPinned));
      storeJob(queryClient, job);
    },
    onSettled: () => refreshJobs(queryClient),
  });
}
