import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import type { CreateJobInput, Job, JobBoardResponse } from '@hirelane/contract/jobs';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { offlineError } from '../../../shared/http/api-error.ts';
import {
  OFFLINE_WRITE_OPTIONS,
  type QueuedContext,
  queuedContext,
  refreshWhenLast,
  refusalToast,
  stopRead,
  unsavedId,
} from '../../../shared/offline/write-queue.ts';
import { addCreatedJob, removeJob } from '../model/board.ts';
import { draftJob } from '../model/job-draft.ts';
import { storeJob } from './job.ts';
import { jobName, updateCachedBoard } from './job-board.ts';
import { JOB_WRITE_KEYS, jobKeys } from './job-keys.ts';
import { jobFormData, sendMultipart } from './upload.ts';

export type CreateJobVariables = {
  input: CreateJobInput;
  file?: File | null;
  onUploadProgress?: (fraction: number) => void;
};

/** POST /jobs (multipart: `request` JSON, optional `file`) → 201 with the new job. */
export function createJob({ input, file, onUploadProgress }: CreateJobVariables): Promise<Job> {
  return sendMultipart<Job>('/jobs', {
    method: 'POST',
    body: jobFormData(input, file),
    ...(onUploadProgress ? { onUploadProgress } : {}),
  });
}

/** A job created offline: the id of its card until the server saves it. */
type CreateContext = QueuedContext & { draftId?: string };

/**
 * The new job goes to the saved lane, pinned or normal by its flag; then the board settles. Offline
 * it shows at once as a card with an id of its own (`unsaved-…`, waiting to sync) and is sent when
 * the network returns; the server's job then takes the card's place. A file cannot wait (it is not
 * kept in the store): offline, a job with one says it needs the connection.
 */
export function createJobOptions(queryClient: QueryClient) {
  return {
    ...OFFLINE_WRITE_OPTIONS,
    mutationKey: JOB_WRITE_KEYS.create,
    mutationFn: createJob,
    onMutate: async ({ input, file }: CreateJobVariables): Promise<CreateContext> => {
      const context = queuedContext(jobName({ position: input.position, company: input.company }));
      if (!context.queued) return context;
      if (file) throw offlineError();
      const draft = draftJob(unsavedId(), input, new Date().toISOString());
      await stopRead(queryClient, jobKeys.board);
      updateCachedBoard(queryClient, (board) => addCreatedJob(board, draft));
      queryClient.setQueryData(jobKeys.detail(draft.jobId), draft);
      return { ...context, draftId: draft.jobId };
    },
    onSuccess: (job: Job, _variables: CreateJobVariables, context: CreateContext | undefined) => {
      // A job the server answered without an id still gets one, so it can be shown.
      const created = job.jobId ? job : { ...job, jobId: crypto.randomUUID() };
      updateCachedBoard(queryClient, (board) => addCreatedJob(withoutDraft(board, context), created));
      storeJob(queryClient, created);
    },
    onError: (_error: Error, _variables: CreateJobVariables, context: CreateContext | undefined) => {
      updateCachedBoard(queryClient, (board) => withoutDraft(board, context));
    },
    onSettled: (
      _job: Job | undefined,
      _error: Error | null,
      _variables: CreateJobVariables,
      context: CreateContext | undefined,
    ) => {
      if (context?.draftId)
        queryClient.removeQueries({ queryKey: jobKeys.detail(context.draftId), exact: true });
      return refreshWhenLast(queryClient, jobKeys.all);
    },
    meta: {
      errorToast: (error: unknown, context?: unknown) =>
        refusalToast('create', error, context, FALLBACK_ERRORS.createJob),
    },
  };
}

const withoutDraft = (board: JobBoardResponse, context: CreateContext | undefined): JobBoardResponse =>
  context?.draftId ? removeJob(board, context.draftId) : board;

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation<Job, Error, CreateJobVariables, CreateContext>(createJobOptions(queryClient));
}
