import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import type { Job, JobBoardResponse, MoveJobInput } from '@hirelane/contract/jobs';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/http/http.ts';
import {
  OFFLINE_WRITE_OPTIONS,
  putBack,
  type QueuedContext,
  queuedContext,
  refreshWhenLast,
  refusalToast,
  refuseUnsaved,
  stopRead,
} from '../../../shared/offline/write-queue.ts';
import { moveJob as applyMove } from '../model/board.ts';
import { storeJob } from './job.ts';
import { cachedJobName } from './job-board.ts';
import { jobKeys, MOVE_JOB_MUTATION_KEY } from './job-keys.ts';

export type MoveJobVariables = { jobId: string } & MoveJobInput;

/** PUT /jobs/{id}/status: to lane `toStatus` at `toSortIndex` of the job's own list (pinned or normal). */
export function moveJob({ jobId, toStatus, toSortIndex }: MoveJobVariables): Promise<Job> {
  return http.put<Job>(`/jobs/${encodeURIComponent(jobId)}/status`, { toStatus, toSortIndex });
}

/** The board before a move made online (put back if the server refuses it); none offline. */
type MoveContext = QueuedContext & { previous?: JobBoardResponse | undefined };

/**
 * A board move: the board query shows the move at once; if the server refuses, the
 * board goes back and the toast says why ('Failed to update job board move' unless the server
 * sent a message; for a move made offline, which move and why); afterwards the board is read again
 * from the server — only when no other change is still pending, so quick moves in a row never
 * flicker back and forth. Structural sharing keeps every unchanged card the same object, so the
 * re-read repaints nothing when the server agrees. Moves run one after another with every other
 * offline-capable change; offline they wait (kept with the board) until the network returns. These
 * are also the mutation defaults of its key, so a move restored after a reload can run.
 */
export function moveJobOptions(queryClient: QueryClient) {
  return {
    ...OFFLINE_WRITE_OPTIONS,
    mutationKey: MOVE_JOB_MUTATION_KEY,
    mutationFn: moveJob,
    onMutate: async ({ jobId, toStatus, toSortIndex }: MoveJobVariables): Promise<MoveContext> => {
      // A board read that left before the move would answer the old order over the optimistic one.
      await stopRead(queryClient, jobKeys.board);
      const context = queuedContext(cachedJobName(queryClient, jobId));
      refuseUnsaved(jobId, context.label);
      const previous = queryClient.getQueryData<JobBoardResponse>(jobKeys.board);
      if (previous) {
        queryClient.setQueryData(jobKeys.board, applyMove(previous, jobId, toStatus, toSortIndex));
      }
      // A move made offline is put back by reading the board again once it is refused.
      return context.queued ? context : { ...context, previous };
    },
    onError: (_error: Error, _variables: MoveJobVariables, context: MoveContext | undefined) =>
      putBack(queryClient, jobKeys.board, context?.previous),
    meta: {
      errorToast: (error: unknown, context?: unknown) =>
        refusalToast('move', error, context, FALLBACK_ERRORS.moveJob),
    },
    onSuccess: (job: Job) => storeJob(queryClient, job),
    onSettled: () => refreshWhenLast(queryClient, jobKeys.board),
  };
}

export function useMoveJob() {
  const queryClient = useQueryClient();
  return useMutation<Job, Error, MoveJobVariables, MoveContext>(moveJobOptions(queryClient));
}
