import type { JobFromLinkResponse } from '@hirelane/contract/job-links';
import type { Job, jobFields } from '@hirelane/contract/jobs';
import { JOB_ATTACHMENT_MAX_BYTES, JOB_ATTACHMENT_TYPES } from '@hirelane/contract/jobs';
import type { z } from 'zod';

/** What the create/edit form holds: the contract's input fields, plus the pin switch (create) or remove-file box (edit). */
export type JobFormValues = z.input<typeof jobFields> & { isPinned?: boolean; removeAttachment?: boolean };

/** What the contract schema makes of it: the JSON of the multipart `request` part. */
export type JobFormOutput = z.output<typeof jobFields> & { isPinned?: boolean; removeAttachment?: boolean };

export type JobFormMode = 'create' | 'edit';

const TEXT_FIELDS = [
  'position',
  'company',
  'location',
  'postingUrl',
  'salaryText',
  'source',
  'contactName',
  'contactEmail',
  'contactPhone',
  'description',
  'notes',
] as const;

/** Empty form for a new job, or the job's values for editing (text inputs never hold null). */
export function jobFormDefaults(job?: Job | null): JobFormValues {
  const values: JobFormValues = {
    position: '',
    company: '',
    location: '',
    workplace: null,
    employmentType: null,
    postingUrl: '',
    salaryText: '',
    salaryMin: null,
    salaryMax: null,
    salaryCurrency: null,
    salaryPeriod: null,
    deadline: null,
    appliedDate: null,
    source: '',
    contactName: '',
    contactEmail: '',
    contactPhone: '',
    description: '',
    notes: '',
  };
  if (!job) return { ...values, isPinned: false };
  for (const field of TEXT_FIELDS) values[field] = job[field] ?? '';
  return {
    ...values,
    workplace: job.workplace,
    employmentType: job.employmentType,
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    salaryCurrency: job.salaryCurrency,
    salaryPeriod: job.salaryPeriod,
    deadline: job.deadline,
    appliedDate: job.appliedDate,
    removeAttachment: false,
  };
}

/** A new job's form filled in from what a job ad's page said (fields it did not give stay empty). */
export function jobFormFromLink(found: JobFromLinkResponse): JobFormValues {
  return {
    ...jobFormDefaults(),
    position: found.position ?? '',
    company: found.company ?? '',
    location: found.location ?? '',
    postingUrl: found.postingUrl,
    source: found.source ?? '',
    description: found.description ?? '',
    salaryText: found.salaryText ?? '',
    workplace: found.workplace,
    employmentType: found.employmentType,
    salaryMin: found.salaryMin,
    salaryMax: found.salaryMax,
    salaryCurrency: found.salaryCurrency,
    salaryPeriod: found.salaryPeriod,
    deadline: found.deadline,
  };
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

/** "1.2 MB", "340 kB", "0.1 kB" — files are never shown in bytes. */
export function formatFileSize(bytes: number, locale: string): string {
  const megabytes = bytes / (1024 * 1024);
  const [value, unit] = megabytes >= 1 ? [megabytes, 'megabyte'] : [Math.max(bytes / 1024, 0.1), 'kilobyte'];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
