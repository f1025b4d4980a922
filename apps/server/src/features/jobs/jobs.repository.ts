import type { JobLane } from '@hirelane/contract/constants';
import type { JobSummary } from '@hirelane/contract/jobs';
import { sql, type Transaction } from 'kysely';
import { boardVersion } from '../../domain/jobs/job-facts.ts';
import type { Db } from '../../platform/db/database.ts';
import { dialectOf, read } from '../../platform/db/dialect.ts';
import { deleteOwned, newOwnedRow } from '../../platform/db/owned-rows.ts';
import type { Database } from '../../platform/db/schema.ts';
import { jobHistoryWrites } from './job-events.repository.ts';
import {
  attachmentColumns,
  fieldColumns,
  type JobAttachment,
  type JobFields,
  type StoredJob,
  SUMMARY_COLUMNS,
  toStoredJob,
  toSummary,
} from './job-rows.ts';

type Executor = Db | Transaction<Database>;

export type JobPlace = { status: JobLane; isPinned: boolean; sortIndex: number };

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

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every query of the board; all of them scoped by the owner's id. */
const queries = (db: Executor) => ({
  ...jobHistoryWrites(db),

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
    const owned = newOwnedRow({ id: job.jobId, userId: job.userId, now: job.now });
    await db
      .insertInto('jobs')
      .values({
        ...owned,
        status: 'saved',
        is_pinned: job.isPinned,
        sort_index: -1,
        ...fieldColumns(job.fields),
        ...attachmentColumns(job.attachment),
        next_interview_at: null,
        lane_entered_at: owned.created_at,
      })
      .execute();
    await jobHistoryWrites(db).recordLaneChange({
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
    await deleteOwned(db, 'jobs', userId, jobId);
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
    const entersLane = before !== undefined && before.status !== place.status;
    if (entersLane) {
      const from = before.status as JobLane;
      await jobHistoryWrites(db).recordLaneChange({ userId, jobId, from, to: place.status, now });
    }
    await db
      .updateTable('jobs')
      .set({
        ...(entersLane ? { lane_entered_at: now.toISOString() } : {}),
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
