import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import type { CreateJobInput, Job } from '@hirelane/contract/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addCreatedJob } from '../model/board.ts';
import { storeJob } from './job.ts';
import { refreshJobs, updateCachedBoard } from './job-board.ts';
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

/** The new job goes to the saved lane, pinned or normal by its flag; then the board settles. */
export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: (job) => {
      // A job the server answered without an id still gets one, so it can be shown.
      const created = job.jobId ? job : { ...job, jobId: crypto.randomUUID() };
      updateCachedBoard(queryClient, (board) => addCreatedJob(board, created));
      storeJob(queryClient, created);
    },
    onSettled: () => refreshJobs(queryClient),
    meta: { errorToast: () => FALLBACK_ERRORS.createJob },
  });
}
