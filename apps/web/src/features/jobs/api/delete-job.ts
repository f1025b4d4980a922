import type { MessageResponse } from '@hirelane/contract/common';
import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http/http.ts';
import { removeJob } from '../model/board.ts';
import { refreshJobs, updateCachedBoard } from './job-board.ts';
import { jobKeys } from './job-keys.ts';

/** DELETE /jobs/{id} (the server removes the attachment too). */
export function deleteJob(jobId: string): Promise<MessageResponse> {
  return http.delete<MessageResponse>(`/jobs/${encodeURIComponent(jobId)}`);
}

/** Delete removes the job from its lane. */
export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    onSuccess: (_answer, jobId) => {
      updateCachedBoard(queryClient, (board) => removeJob(board, jobId));
      queryClient.removeQueries({ queryKey: jobKeys.detail(jobId) });
    },
    onSettled: () => refreshJobs(queryClient),
    meta: { errorToast: () => FALLBACK_ERRORS.deleteJob },
  });
}
