import { JOB_SHORT_FIELDS } from '@hirelane/contract/job-values';
import type { Job, JobSummary } from '@hirelane/contract/jobs';
import { blankJobSummary } from '../../../shared/resources/blank-job.ts';

/** The fields a job's form sets (every text of the job the person types). */
const FORM_FIELDS = [...JOB_SHORT_FIELDS, 'description', 'notes'] as const satisfies readonly (keyof Job)[];

type FormInput = Partial<Record<(typeof FORM_FIELDS)[number], unknown>> & { removeAttachment?: boolean };

/**
 * A job as an edit shows it before the server answers: each field the form sent (an empty one is
 * none), the attachment gone when removed. The server's answer replaces it.
 */
export function applyJobInput<Shown extends Job | JobSummary>(job: Shown, input: FormInput): Shown {
  const changed: Record<string, unknown> = { ...job };
  for (const field of FORM_FIELDS)
    if (field in input) {
      const value = input[field];
      changed[field] = value === '' || value === undefined ? null : value;
    }
  if (input.removeAttachment) changed.attachment = null;
  return changed as Shown;
}

/** A job created offline as shown until the server saves it: id `jobId`, in the saved lane. */
export function draftJob(jobId: string, input: FormInput & { isPinned?: boolean }, now: string): Job {
  const blank: Job = {
    ...blankJobSummary(jobId, now),
    description: null,
    notes: null,
    isPinned: input.isPinned ?? false,
  };
  return applyJobInput(blank, input);
}
