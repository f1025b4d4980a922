import type { Job, JobBoardResponse, JobSummary } from '@hirelane/contract/jobs';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OFFLINE_WRITE_OPTIONS,
  putBack,
  type QueuedChange,
  type QueuedContext,
  queuedContext,
  refreshWhenLast,
  refusalToast,
  refuseUnsaved,
  stopRead,
} from '../../../shared/offline/write-queue.ts';
import { locateJob } from '../model/board.ts';
import { storeJob } from './job.ts';
import { cachedJobName, updateCachedBoard } from './job-board.ts';
import { jobKeys } from './job-keys.ts';

/** One kind of change to a job that the server answers with the job. */
export type JobChange<Variables extends { jobId: string }> = {
  mutationKey: readonly string[];
  /** What the change is called when the server refuses it after it waited offline. */
  change: QueuedChange;
  mutationFn: (variables: Variables) => Promise<Job>;
  /** Puts the changed job (the server's answer, or the change as guessed here) on the board. */
  place: (board: JobBoardResponse, job: Job | JobSummary, variables: Variables) => JobBoardResponse;
  /** The change applied to the cached job before the server answers. */
  apply: <Shown extends Job | JobSummary>(job: Shown, variables: Variables) => Shown;
  errorToast: () => string;
};

/** The board and job before a change made online (put back if the server refuses it). */
type JobChangeContext = QueuedContext & { board?: JobBoardResponse | undefined; job?: Job | undefined };

/**
 * A change to one job that the server answers with the job: the cached board and job show it at
 * once, the job's own cache gets the answer, and once no other change is pending the jobs settle
 * from the server. A refused change made online is put back; one made offline (sent later) is put
 * back by that read. A failure toasts the server's words or `errorToast` (meta.errorToast), a change
 * made offline which change and why. These are also the mutation defaults of its key, so a change
 * restored after a reload can run.
 */
export function jobChangeOptions<Variables extends { jobId: string }>(
  queryClient: QueryClient,
  spec: JobChange<Variables>,
) {
  return {
    ...OFFLINE_WRITE_OPTIONS,
    mutationKey: spec.mutationKey,
    mutationFn: spec.mutationFn,
    onMutate: async (variables: Variables): Promise<JobChangeContext> => {
      const context = queuedContext(cachedJobName(queryClient, variables.jobId));
      refuseUnsaved(variables.jobId, context.label);
      const detailKey = jobKeys.detail(variables.jobId);
      await stopRead(queryClient, jobKeys.board, detailKey);
      const board = queryClient.getQueryData<JobBoardResponse>(jobKeys.board);
      const job = queryClient.getQueryData<Job>(detailKey);
      if (job) queryClient.setQueryData(detailKey, spec.apply(job, variables));
      updateCachedBoard(queryClient, (shown) => {
        const summary = locateJob(shown, variables.jobId)?.job;
        return summary ? spec.place(shown, spec.apply(summary, variables), variables) : shown;
      });
      return context.queued ? context : { ...context, board, job };
    },
    onError: (_error: Error, variables: Variables, context: JobChangeContext | undefined) => {
      putBack(queryClient, jobKeys.board, context?.board);
      putBack(queryClient, jobKeys.detail(variables.jobId), context?.job);
    },
    onSuccess: (job: Job, variables: Variables) => {
      updateCachedBoard(queryClient, (board) => spec.place(board, job, variables));
      storeJob(queryClient, job);
    },
    onSettled: () => refreshWhenLast(queryClient, jobKeys.all),
    meta: {
      errorToast: (error: unknown, context?: unknown) =>
        refusalToast(spec.change, error, context, spec.errorToast()),
    },
  };
}

/** The hook of one kind of job change (the options above). */
export function useJobChange<Variables extends { jobId: string }>(spec: JobChange<Variables>) {
  const queryClient = useQueryClient();
  return useMutation<Job, Error, Variables, JobChangeContext>(jobChangeOptions(queryClient, spec));
}
