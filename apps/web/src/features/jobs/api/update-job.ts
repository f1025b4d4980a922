import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import type { Job, UpdateJobInput } from '@hirelane/contract/jobs';
import { replaceJob } from '../model/board.ts';
import { applyJobInput } from '../model/job-draft.ts';
import { type JobChange, useJobChange } from './job-change.ts';
import { JOB_WRITE_KEYS } from './job-keys.ts';
import { jobFormData, sendMultipart } from './upload.ts';

export type UpdateJobVariables = {
  jobId: string;
  input: UpdateJobInput;
  /** A new file replaces the attachment; `input.removeAttachment` drops it. */
  file?: File | null;
  onUploadProgress?: (fraction: number) => void;
};

/** PUT /jobs/{jobId} (multipart, like create). */
export function updateJob({ jobId, input, file, onUploadProgress }: UpdateJobVariables): Promise<Job> {
  return sendMultipart<Job>(`/jobs/${encodeURIComponent(jobId)}`, {
    method: 'PUT',
    body: jobFormData(input, file),
    ...(onUploadProgress ? { onUploadProgress } : {}),
  });
}

/** The updated job replaces the old one in place. */
export const UPDATE_JOB: JobChange<UpdateJobVariables> = {
  mutationKey: JOB_WRITE_KEYS.update,
  change: 'edit',
  mutationFn: updateJob,
  place: replaceJob,
  apply: (job, { input }) => applyJobInput(job, input),
  errorToast: () => FALLBACK_ERRORS.updateJob,
};

export function useUpdateJob() {
  return useJobChange(UPDATE_JOB);
}
