import type { JobLane } from '@hirelane/contract/constants';
import type { CreateJobInput, Job, JobSummary } from '@hirelane/contract/jobs';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { dialectOf, read } from '../../platform/db/dialect.ts';
import type { Database, JobsTable } from '../../platform/db/schema.ts';
import { newId } from '../../platform/security/random.ts';

type Executor = Db | Transaction<Database>;

type JobRow = JobsTable;
export type StoredJob = Job & { attachmentKey: string | null };

export type JobPlace = { status: JobLane; isPinned: boolean; sortIndex: number };

type JobFieldsInput = Omit<CreateJobInput, 'isPinned'>;
/** A job's editable fields, as the contract parsed them. */
export type JobFields = { [K in keyof JobFieldsInput]-?: Exclude<JobFieldsInput[K], undefined> };

/** A stored file of a job: where it lives and how to hand it out. */
export type JobAttachment = { key: string; fileName: string; mimeType: string; size: number };

export type NewJob = {
  jobId: string;
  userId: string;
  isPinned: boolean;
  fields: JobFields;
  attachment: JobAttachment | null;
  now: Date;
};

/** What an update changes; an absent part stays as it is, `attachment: null` drops the file. */
export type JobChange = {
  fields?: JobFields;
  attachment?: JobAttachment | null;
  nextInterviewDate?: string | null;
  now: Date;
};

/** The text search looks in, lower-cased once at write time so æøå fold the same on both databases. */
const searchTextOf = (fields: Pick<JobFields, 'position' | 'company' | 'location' | 'notes'>): string =>
  [fields.position, fields.company, fields.location, fields.notes].filter(Boolean).join('\n').toLowerCase();

const fieldColumns = (f: JobFields) => ({
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

const attachmentColumns = (file: JobAttachment | null) => ({
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
  'created_at',
  'updated_at',
] as const;
type SummaryRow = Pick<JobRow, (typeof SUMMARY_COLUMNS)[number]>;

const toSummary = (row: SummaryRow): JobSummary => ({
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
  attachment:
    row.attachment_key && row.attachment_name && row.attachment_type
      ? { fileName: row.attachment_name, mimeType: row.attachment_type, size: Number(row.attachment_size) }
      : null,
  status: row.status as JobLane,
  isPinned: read.bool(row.is_pinned),
  sortIndex: Number(row.sort_index),
  nextInterviewDate: read.optionalDate(row.next_interview_at),
  createdAt: read.date(row.created_at),
  updatedAt: read.date(row.updated_at),
});

const toStoredJob = (row: JobRow): StoredJob => ({
  ...toSummary(row),
  description: row.description,
  notes: row.notes,
  attachmentKey: row.attachment_key,
});

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every query of the board; all of them scoped by the owner's id. */
const queries = (db: Executor) => ({
  /** The whole board in display order: lane, pinned first, then position. */
  listBoard: async (userId: string, searchTerm?: string): Promise<JobSummary[]> => {
    let query = db.selectFrom('jobs').select(SUMMARY_COLUMNS).where('user_id', '=', userId);
    if (searchTerm)
      query = query.where(sql<boolean>`search_text like ${`%${escapeLike(searchTerm)}%`} escape '\\'`);
    const rows = await query.orderBy('status').orderBy('is_pinned', 'desc').orderBy('sort_index').execute();
    return rows.map(toSummary);
  },

  find: async (userId: string, jobId: string): Promise<StoredJob | undefined> => {
    const row = await db
      .selectFrom('jobs')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', jobId)
      .executeTakeFirst();
    return row && toStoredJob(row);
  },

  /** Stores a new job parked outside every list (sort index -1) of the saved lane. */
  insert: async (job: NewJob): Promise<void> => {
    const now = job.now.toISOString();
    await db
      .insertInto('jobs')
      .values({
        id: job.jobId,
        user_id: job.userId,
        status: 'saved',
        is_pinned: job.isPinned,
        sort_index: -1,
        ...fieldColumns(job.fields),
        ...attachmentColumns(job.attachment),
        next_interview_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await recordLaneChange(db, {
      userId: job.userId,
      jobId: job.jobId,
      from: null,
      to: 'saved',
      now: job.now,
    });
  },

  update: async (userId: string, jobId: string, change: JobChange): Promise<void> => {
    const { nextInterviewDate } = change;
    await db
      .updateTable('jobs')
      .set({
        ...(change.fields ? fieldColumns(change.fields) : {}),
        ...(change.attachment !== undefined ? attachmentColumns(change.attachment) : {}),
        ...(nextInterviewDate !== undefined
          ? { next_interview_at: nextInterviewDate ? new Date(nextInterviewDate).toISOString() : null }
          : {}),
        updated_at: change.now.toISOString(),
      })
      .where('user_id', '=', userId)
      .where('id', '=', jobId)
      .execute();
  },

  remove: async (userId: string, jobId: string): Promise<void> => {
    await db.deleteFrom('jobs').where('user_id', '=', userId).where('id', '=', jobId).execute();
  },

  /** How many jobs a list holds, not counting a parked job (sort_index -1). */
  countList: async (userId: string, status: JobLane, isPinned: boolean): Promise<number> => {
    const row = await db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', userId)
      .where('status', '=', status)
      .where('is_pinned', '=', isPinned)
      .where('sort_index', '>=', 0)
      .executeTakeFirst();
    return read.count(row?.n);
  },

  /** Moves every job of a list at or after `fromIndex` by `delta` places. */
  shiftList: async (userId: string, status: JobLane, isPinned: boolean, fromIndex: number, delta: 1 | -1) => {
    await db
      .updateTable('jobs')
      .set((eb) => ({ sort_index: eb('sort_index', '+', delta) }))
      .where('user_id', '=', userId)
      .where('status', '=', status)
      .where('is_pinned', '=', isPinned)
      .where('sort_index', '>=', fromIndex)
      .execute();
  },

  /** Puts a job in its place; entering another lane is recorded for the report. */
  setPlace: async (userId: string, jobId: string, place: JobPlace, now: Date): Promise<void> => {
    const before = await db
      .selectFrom('jobs')
      .select('status')
      .where('user_id', '=', userId)
      .where('id', '=', jobId)
      .executeTakeFirst();
    if (before && before.status !== place.status)
      await recordLaneChange(db, { userId, jobId, from: before.status as JobLane, to: place.status, now });
    await db
      .updateTable('jobs')
      .set({
        status: place.status,
        is_pinned: place.isPinned,
        sort_index: place.sortIndex,
        updated_at: now.toISOString(),
      })
      .where('user_id', '=', userId)
      .where('id', '=', jobId)
      .execute();
  },
});

export type JobQueries = ReturnType<typeof queries>;

/** One row of the lane history (job_status_changes). */
const recordLaneChange = async (
  db: Executor,
  change: { userId: string; jobId: string; from: JobLane | null; to: JobLane; now: Date },
) => {
  await db
    .insertInto('job_status_changes')
    .values({
      id: newId(),
      user_id: change.userId,
      job_id: change.jobId,
      from_status: change.from,
      to_status: change.to,
      changed_at: change.now.toISOString(),
    })
    .execute();
};

/** The board's version: 0 until the first change. */
const boardVersion = async (db: Executor, userId: string): Promise<number> => {
  const row = await db
    .selectFrom('job_board_versions')
    .select('version')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
};

const bumpBoardVersion = async (db: Executor, userId: string): Promise<void> => {
  await db
    .insertInto('job_board_versions')
    .values({ user_id: userId, version: 1 })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({ version: eb('job_board_versions.version', '+', 1) })),
    )
    .execute();
};

export const createJobsRepository = (db: Db) => ({
  ...queries(db),
  boardVersion: (userId: string) => boardVersion(db, userId),
  /**
   * Runs a change of the user's board in one transaction and bumps the board's version. On
   * PostgreSQL the user's row is locked so two quick moves queue up; SQLite runs one
   * transaction at a time anyway.
   */
  withBoard: <T>(userId: string, work: (board: JobQueries) => Promise<T>): Promise<T> =>
    db.transaction().execute(async (trx) => {
      if (dialectOf(db) === 'postgres') {
        await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
      }
      const result = await work(queries(trx));
      await bumpBoardVersion(trx, userId);
      return result;
    }),
});

export type JobsRepository = ReturnType<typeof createJobsRepository>;
