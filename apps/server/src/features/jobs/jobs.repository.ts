import type { JobLane } from '@hirelane/contract/constants';
import type { Job } from '@hirelane/contract/jobs';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { dialectOf, read } from '../../platform/db/dialect.ts';
import type { Database, JobsTable } from '../../platform/db/schema.ts';

type Executor = Db | Transaction<Database>;

export type JobRow = JobsTable;
export type StoredJob = Job & { attachmentKey: string | null };

export type JobPlace = { status: JobLane; isPinned: boolean; sortIndex: number };

const toJob = (row: JobRow): StoredJob => ({
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
  description: row.description,
  notes: row.notes,
  attachment:
    row.attachment_key && row.attachment_name && row.attachment_type
      ? { fileName: row.attachment_name, mimeType: row.attachment_type, size: Number(row.attachment_size) }
      : null,
  attachmentKey: row.attachment_key,
  status: row.status as JobLane,
  isPinned: read.bool(row.is_pinned),
  sortIndex: Number(row.sort_index),
  nextInterviewDate: read.optionalDate(row.next_interview_at),
  createdAt: read.date(row.created_at),
  updatedAt: read.date(row.updated_at),
});

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every query of the board; all of them scoped by the owner's id. */
const queries = (db: Executor) => ({
  /** The whole board in display order: lane, pinned first, then position. */
  listBoard: async (userId: string, searchTerm?: string): Promise<StoredJob[]> => {
    let query = db.selectFrom('jobs').selectAll().where('user_id', '=', userId);
    if (searchTerm)
      query = query.where(sql<boolean>`search_text like ${`%${escapeLike(searchTerm)}%`} escape '\\'`);
    const rows = await query.orderBy('status').orderBy('is_pinned', 'desc').orderBy('sort_index').execute();
    return rows.map(toJob);
  },

  find: async (userId: string, jobId: string): Promise<StoredJob | undefined> => {
    const row = await db
      .selectFrom('jobs')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', jobId)
      .executeTakeFirst();
    return row && toJob(row);
  },

  insert: async (row: JobRow): Promise<void> => {
    await db.insertInto('jobs').values(row).execute();
  },

  update: async (userId: string, jobId: string, values: Partial<JobRow>): Promise<void> => {
    await db.updateTable('jobs').set(values).where('user_id', '=', userId).where('id', '=', jobId).execute();
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

  setPlace: async (userId: string, jobId: string, place: JobPlace, now: Date): Promise<void> => {
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

export const createJobsRepository = (db: Db) => ({
  ...queries(db),
  /**
   * Runs `work` in one transaction that holds the user's board: on PostgreSQL the user's row is
   * locked so two quick moves queue up; SQLite runs one transaction at a time anyway.
   */
  withBoard: <T>(userId: string, work: (board: JobQueries) => Promise<T>): Promise<T> =>
    db.transaction().execute(async (trx) => {
      if (dialectOf(db) === 'postgres') {
        await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
      }
      return work(queries(trx));
    }),
});

export type JobsRepository = ReturnType<typeof createJobsRepository>;
