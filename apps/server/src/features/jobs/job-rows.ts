import type { CreateJobInput } from '@hirelane/contract/jobs';
import type { KeptUpload } from '../../platform/http/multipart.ts';

// The columns a write of a job sets (camelCase, through `camelCaseDb`); its reader is domain/jobs/job-rows.ts.

type JobFieldsInput = Omit<CreateJobInput, 'isPinned'>;
/** A job's editable fields, as the contract parsed them. */
export type JobFields = { [K in keyof JobFieldsInput]-?: Exclude<JobFieldsInput[K], undefined> };

/** A stored file of a job: where it lives and how to hand it out. */
export type JobAttachment = KeptUpload;

/** The text search looks in, lower-cased once at write time so æøå fold the same on both databases. */
const searchTextOf = (fields: Pick<JobFields, 'position' | 'company' | 'location' | 'notes'>): string =>
  [fields.position, fields.company, fields.location, fields.notes].filter(Boolean).join('\n').toLowerCase();

export const fieldColumns = (f: JobFields) => ({
  position: f.position,
  company: f.company,
  location: f.location ?? null,
  workplace: f.workplace ?? null,
  employmentType: f.employmentType ?? null,
  postingUrl: f.postingUrl ?? null,
  salaryText: f.salaryText ?? null,
  salaryMin: f.salaryMin ?? null,
  salaryMax: f.salaryMax ?? null,
  salaryCurrency: f.salaryCurrency ?? null,
  salaryPeriod: f.salaryPeriod ?? null,
  deadline: f.deadline ?? null,
  appliedDate: f.appliedDate ?? null,
  source: f.source ?? null,
  contactName: f.contactName ?? null,
  contactEmail: f.contactEmail ?? null,
  contactPhone: f.contactPhone ?? null,
  description: f.description ?? null,
  notes: f.notes ?? null,
  searchText: searchTextOf(f),
});

export const attachmentColumns = (file: JobAttachment | null) => ({
  attachmentKey: file?.key ?? null,
  attachmentName: file?.fileName ?? null,
  attachmentType: file?.mimeType ?? null,
  attachmentSize: file?.size ?? null,
});
