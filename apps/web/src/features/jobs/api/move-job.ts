import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import type { Job, JobBoardResponse, MoveJobInput } from '@hirelane/contract/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http/http.ts';
import { moveJob as applyMove } from '../model/board.ts';
import { storeJob } from './job.ts';
import { jobKeys, MOVE_JOB_MUTATION_KEY } from './job-keys.ts';

export type MoveJobVariables = { jobId: string } & MoveJobInput;

/** PUT /jobs/{id}/status: to lane `toStatus` at `toSortIndex` of the job's own list (pinned or normal). */
export function moveJob({ jobId, toStatus, toSortIndex }: MoveJobVariables): Promise<Job> {
  return http.put<Job>(`/jobs/${encodeURIComponent(jobId)}/status`, { toStatus, toSortIndex });
}

type MoveContext = { previous: JobBoardResponse | undefined };

/**
 * A board move: the board query shows the move at once; if the server refuses, the
 * board goes back and the toast says why ('Failed to update job board move' unless the server
 * sent a message); afterwards the board is read again from the server — only when no other move is
 * still in flight, so quick moves in a row never flicker back and forth. Structural sharing keeps
 * every unchanged card the same object, so the re-read repaints nothing when the server agrees.
 */
export function useMoveJob() {
  const queryClient = useQueryClient();
  return useMutation<Job, Error, MoveJobVariables, MoveContext>({
    mutationKey: MOVE_JOB_MUTATION_KEY,
    mutationFn: moveJob,
    onMutate: async ({ jobId, toStatus, toSortIndex }) => {
      // A board read that left before the move would answer the old order over the optimistic one.
      await queryClient.cancelQueries({ queryKey: jobKeys.board, exact: true });
      const previous = queryClient.getQueryData<JobBoardResponse>(jobKeys.board);
      if (previous) {
        queryClient.setQueryData(jobKeys.board, applyMove(previous, jobId, toStatus, toSortIndex));
      }
      return { previous };
    },
    onError: (_error, _variables, context) => {
      // With other moves still in flight the snapshot would undo them too; the last one to settle
      // re-reads the board instead.
      const alone = queryClient.isMutating({ mutationKey: MOVE_JOB_MUTATION_KEY }) <= 1;
      if (alone && context?.previous) queryClient.setQueryData(jobKeys.board, context.previous);
    },
    meta: { errorToast: () => FALLBACK_ERRORS.moveJob },
    onSuccess: (job) => storeJob(queryClient, job),
    onSettled: () => {
      // This mutation still counts as running here.
      if (queryClient.isMutating({ mutationKey: MOVE_JOB_MUTATION_KEY }) > 1) return;
      return queryClient.invalidateQueries({ queryKey: jobKeys.board });
    },
  });
}
