import type { Job, JobBoardResponse } from '@hirelane/contract/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeJob } from './job.ts';
import { refreshJobs, updateCachedBoard } from './job-board.ts';

/**
 * A change to one job that the server answers with the job: `place` shows it on the cached board at
 * once, the job's own cache gets the answer, and afterwards the board settles from the server.
 * A failure toasts the server's words or `errorToast` (meta.errorToast).
 */
export function useJobChange<Variables>(
  mutationFn: (variables: Variables) => Promise<Job>,
  place: (board: JobBoardResponse, job: Job, variables: Variables) => JobBoardResponse,
  errorToast: () => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (job, variables) => {
      updateCachedBoard(queryClient, (board) => place(board, job, variables));
      storeJob(queryClient, job);
    },
    onSettled: () => refreshJobs(queryClient),
    meta: { errorToast },
  });
}
