import type { JobFromLinkResponse } from '@hirelane/contract/job-links';
import type { Job, jobFields } from '@hirelane/contract/jobs';
import { JOB_ATTACHMENT_MAX_BYTES, JOB_ATTACHMENT_TYPES } from '@hirelane/contract/jobs';
import type { z } from 'zod';

type JobFields = z.input<typeof jobFields>;

/** What the create/edit form holds: the contract's input fields, plus the pin switch (create) or remove-file box (edit). */
export type JobFormValues = JobFields & { isPinned?: boolean; removeAttachment?: boolean };

/** What the contract schema makes of it: the JSON of the multipart `request` part. */
export type JobFormOutput = z.output<typeof jobFields> & { isPinned?: boolean; removeAttachment?: boolean };

export type JobFormMode = 'create' | 'edit';

/** What fills the form: a stored job, what a job ad's page said, or nothing yet. */
type JobFormSource = { [Field in keyof JobFields]?: Job[Field] | null };

/** The form's fields as `source` gives them; what it leaves out stays empty (text inputs never hold null). */
function formFields(source: JobFormSource): JobFields {
  return {
    position: source.position ?? '',
    company: source.company ?? '',
    location: source.location ?? '',
    workplace: source.workplace ?? null,
    employmentType: source.employmentType ?? null,
    postingUrl: source.postingUrl ?? '',
    salaryText: source.salaryText ?? '',
    salaryMin: source.salaryMin ?? null,
    salaryMax: source.salaryMax ?? null,
    salaryCurrency: source.salaryCurrency ?? null,
    salaryPeriod: source.salaryPeriod ?? null,
    deadline: source.deadline ?? null,
    appliedDate: source.appliedDate ?? null,
    source: source.source ?? '',
    contactName: source.contactName ?? '',
    contactEmail: source.contactEmail ?? '',
    contactPhone: source.contactPhone ?? '',
    description: source.description ?? '',
    notes: source.notes ?? '',
  };
}

/** Empty form for a new job, or the job's values for editing. */
export function jobFormDefaults(job?: Job | null): JobFormValues {
  return job ? { ...formFields(job), removeAttachment: false } : { ...formFields({}), isPinned: false };
}

/** A new job's form filled in from what a job ad's page said (fields it did not give stay empty). */
export function jobFormFromLink(found: JobFromLinkResponse): JobFormValues {
  return { ...formFields(found), isPinned: false };
}

/** A new job's form for an ad that could not be read: its link, and its site as where it was found. */
export function jobFormByHand(url: string): JobFormValues {
  let site = '';
  try {
    site = new URL(url).hostname.replace(/^www\./, '');
  } catch {
    // Not an address after all: the link alone, for the form to check.
  }
  return { ...formFields({ postingUrl: url, source: site }), isPinned: false };
}

export type AttachmentProblem = 'tooLarge' | 'wrongType' | 'empty';

const EXTENSIONS = new Set(['pdf', 'docx', 'png', 'jpg', 'jpeg']);
const MIME_TYPES = new Set<string>(Object.keys(JOB_ATTACHMENT_TYPES));

/** A first check in the browser (the server checks the bytes): PDF, DOCX, PNG or JPEG, ≤ 10 MB. */
export function checkAttachment(file: {
  name: string;
  size: number;
  type: string;
}): AttachmentProblem | null {
  if (file.size === 0) return 'empty';
  if (file.size > JOB_ATTACHMENT_MAX_BYTES) return 'tooLarge';
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeKnown = file.type !== '' && file.type !== 'application/octet-stream';
  if (typeKnown ? !MIME_TYPES.has(file.type) : !EXTENSIONS.has(extension)) return 'wrongType';
  return null;
}

/** The file picker's accept list. */
export const ATTACHMENT_ACCEPT = [...MIME_TYPES, '.pdf', '.docx', '.png', '.jpg', '.jpeg'].join(',');
