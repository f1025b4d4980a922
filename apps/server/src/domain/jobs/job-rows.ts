import type { JobLane } from '@hirelane/contract/constants';
import { JOB_SHORT_FIELDS } from '@hirelane/contract/job-values';
import type { Job, JobSummary } from '@hirelane/contract/jobs';
import type { Selection } from 'kysely';
import type { CamelDatabase } from '../../platform/db/camel-case.ts';
import { read } from '../../platform/db/dialect.ts';

/**
 * A stored job as the board and the data export read it (through `camelCaseDb`): the columns
 * come back under the domain's names, and only what differs between the databases is read here.
 */

export type StoredJob = Job & { attachmentKey: string | null };

/** The columns the board shows: no long texts, no search text. */
export const SUMMARY_COLUMNS = [
  'id as jobId',
  ...JOB_SHORT_FIELDS,
  'attachmentKey',
  'attachmentName',
  'attachmentType',
  'attachmentSize',
  'status',
  'isPinned',
  'sortIndex',
  'nextInterviewAt as nextInterviewDate',
  'laneEnteredAt',
  'createdAt',
  'updatedAt',
] as const;

/** The columns of a whole stored job. */
export const JOB_COLUMNS = [...SUMMARY_COLUMNS, 'description', 'notes'] as const;

type SummaryRow = Selection<CamelDatabase, 'jobs', (typeof SUMMARY_COLUMNS)[number]>;
type JobRow = Selection<CamelDatabase, 'jobs', (typeof JOB_COLUMNS)[number]>;

const optionalNumber = (value: number | null): number | null => (value === null ? null : Number(value));

/** Field by field: a copy with rest and spread costs several times more over a whole board. */
export const toSummary = (row: SummaryRow): JobSummary => ({
  jobId: row.jobId,
  position: row.position,
  company: row.company,
  location: row.location,
  workplace: row.workplace as Job['workplace'],
  employmentType: row.employmentType as Job['employmentType'],
  postingUrl: row.postingUrl,
  salaryText: row.salaryText,
  salaryMin: optionalNumber(row.salaryMin),
  salaryMax: optionalNumber(row.salaryMax),
  salaryCurrency: row.salaryCurrency,
  salaryPeriod: row.salaryPeriod as Job['salaryPeriod'],
  deadline: row.deadline,
  appliedDate: row.appliedDate,
  source: row.source,
  contactName: row.contactName,
  contactEmail: row.contactEmail,
  contactPhone: row.contactPhone,
  attachment: read.file(row.attachmentKey, row.attachmentName, row.attachmentType, row.attachmentSize),
  status: row.status as JobLane,
  isPinned: read.bool(row.isPinned),
  sortIndex: Number(row.sortIndex),
  nextInterviewDate: read.optionalDate(row.nextInterviewDate),
  laneEnteredAt: read.date(row.laneEnteredAt ?? row.createdAt),
  createdAt: read.date(row.createdAt),
  updatedAt: read.date(row.updatedAt),
});

export const toStoredJob = (row: JobRow): StoredJob => ({
  ...toSummary(row),
  description: row.description,
  notes: row.notes,
  attachmentKey: row.attachmentKey,
});
