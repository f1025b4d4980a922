import type { JobLane } from '@hirelane/contract/constants';
import type { CreateJobInput, Job, JobSummary } from '@hirelane/contract/jobs';
import { read } from '../../platform/db/dialect.ts';
import type { JobsTable } from '../../platform/db/schema.ts';

// A job between its row and its domain shape: the columns a write sets, the ones the board reads.

export type StoredJob = Job & { attachmentKey: string | null };

type JobFieldsInput = Omit<CreateJobInput, 'isPinned'>;
/** A job's editable fields, as the contract parsed them. */
export type JobFields = { [K in keyof JobFieldsInput]-?: Exclude<JobFieldsInput[K], undefined> };

/** A stored file of a job: where it lives and how to hand it out. */
export type JobAttachment = { key: string; fileName: string; mimeType: string; size: number };

/** The text search looks in, lower-cased once at write time so æøå fold the same on both databases. */
const searchTextOf = (fields: Pick<JobFields, 'position' | 'company' | 'location' | 'notes'>): string =>
  [fields.position, fields.company, fields.location, fields.notes].filter(Boolean).join('\n').toLowerCase();

export const fieldColumns = (f: JobFields) => ({
  position: f.position,
  company: f.company,
  location: f.location ?? null,
  workplace: f.workplace ?? null,
  employment_type: f.employmentType ?? null,
  posting_url: f.postingUrl ?? null,
  salary_text: f.salaryText ?? null,
  salary_min: f.salaryMin ?? null,
  salary_max: f.salaryMax ?? null,
  salary_currency: f.salaryCurrency ?? null,
  salary_period: f.salaryPeriod ?? null,
  deadline: f.deadline ?? null,
  applied_date: f.appliedDate ?? null,
  source: f.source ?? null,
  contact_name: f.contactName ?? null,
  contact_email: f.contactEmail ?? null,
  contact_phone: f.contactPhone ?? null,
  description: f.description ?? null,
  notes: f.notes ?? null,
  search_text: searchTextOf(f),
});

export const attachmentColumns = (file: JobAttachment | null) => ({
  attachment_key: file?.key ?? null,
  attachment_name: file?.fileName ?? null,
  attachment_type: file?.mimeType ?? null,
  attachment_size: file?.size ?? null,
});

/** The columns the board shows: no long texts, no search text. */
export const SUMMARY_COLUMNS = [
  'id',
  'position',
  'company',
  'location',
  'workplace',
  'employment_type',
  'posting_url',
  'salary_text',
  'salary_min',
  'salary_max',
  'salary_currency',
  'salary_period',
  'deadline',
  'applied_date',
  'source',
  'contact_name',
  'contact_email',
  'contact_phone',
  'attachment_key',
  'attachment_name',
  'attachment_type',
  'attachment_size',
  'status',
  'is_pinned',
  'sort_index',
  'next_interview_at',
  'lane_entered_at',
  'created_at',
  'updated_at',
] as const;
type SummaryRow = Pick<JobsTable, (typeof SUMMARY_COLUMNS)[number]>;

export const toSummary = (row: SummaryRow): JobSummary => ({
  jobId: row.id,
  position: row.position,
  company: row.company,
  location: row.location,
  workplace: row.workplace as Job['workplace'],
  employmentType: row.employment_type as Job['employmentType'],
  postingUrl: row.posting_url,
  salaryText: row.salary_text,
  salaryMin: row.salary_min === null ? null : Number(row.salary_min),
  salaryMax: row.salary_max === null ? null : Number(row.salary_max),
  salaryCurrency: row.salary_currency,
  salaryPeriod: row.salary_period as Job['salaryPeriod'],
  deadline: row.deadline,
  appliedDate: row.applied_date,
  source: row.source,
  contactName: row.contact_name,
  contactEmail: row.contact_email,
  contactPhone: row.contact_phone,
  attachment: read.file(row.attachment_key, row.attachment_name, row.attachment_type, row.attachment_size),
  status: row.status as JobLane,
  isPinned: read.bool(row.is_pinned),
  sortIndex: Number(row.sort_index),
  nextInterviewDate: read.optionalDate(row.next_interview_at),
  laneEnteredAt: read.date(row.lane_entered_at ?? row.created_at),
  createdAt: read.date(row.created_at),
  updatedAt: read.date(row.updated_at),
});

export const toStoredJob = (row: JobsTable): StoredJob => ({
  ...toSummary(row),
  description: row.description,
  notes: row.notes,
  attachmentKey: row.attachment_key,
});
