import type { JobLane } from '@hirelane/contract/constants';
import type { JobSummary } from '@hirelane/contract/jobs';
import { sql } from 'kysely';
import { boardVersion } from '../../domain/jobs/job-facts.ts';
import {
  JOB_COLUMNS,
  type StoredJob,
  SUMMARY_COLUMNS,
  toStoredJob,
  toSummary,
} from '../../domain/jobs/job-rows.ts';
import { camelCaseDb } from '../../platform/db/camel-case.ts';
import type { Db } from '../../platform/db/database.ts';
import { dialectOf, read } from '../../platform/db/dialect.ts';
import { deleteOwned } from '../../platform/db/owned-rows.ts';
import { jobHistoryWrites } from './job-events.repository.ts';
import { attachmentColumns, fieldColumns, type JobAttachment, type JobFields } from './job-rows.ts';

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
export const createJobsRepository = (db: Db) => {
  const camel = camelCaseDb(db);
  const history = jobHistoryWrites(db);
  return {
    ...history,
    boardVersion: (userId: string) => boardVersion(db, userId),

    /** The whole board in display order: lane, pinned first, then position. */
    listBoard: async (userId: string, searchTerm?: string): Promise<JobSummary[]> => {
      let query = camel.selectFrom('jobs').select(SUMMARY_COLUMNS).where('userId', '=', userId);
      if (searchTerm)
        query = query.where(sql<boolean>`search_text like ${`%${escapeLike(searchTerm)}%`} escape '\\'`);
      const rows = await query.orderBy('status').orderBy('isPinned', 'desc').orderBy('sortIndex').execute();
      return rows.map(toSummary);
    },

    find: async (userId: string, jobId: string): Promise<StoredJob | undefined> => {
      const row = await camel
        .selectFrom('jobs')
        .select(JOB_COLUMNS)
        .where('userId', '=', userId)
        .where('id', '=', jobId)
        .executeTakeFirst();
      return row && toStoredJob(row);
    },

    /** Stores a new job parked outside every list (sort index -1) of the saved lane. */
    insert: async (job: NewJob): Promise<void> => {
      const at = job.now.toISOString();
      await camel
        .insertInto('jobs')
        .values({
          id: job.jobId,
          userId: job.userId,
          createdAt: at,
          updatedAt: at,
          status: 'saved',
          isPinned: job.isPinned,
          sortIndex: -1,
          ...fieldColumns(job.fields),
          ...attachmentColumns(job.attachment),
          nextInterviewAt: null,
          laneEnteredAt: at,
        })
        .execute();
      await history.recordLaneChange({
        userId: job.userId,
        jobId: job.jobId,
        from: null,
        to: 'saved',
        now: job.now,
      });
    },

    update: async (userId: string, jobId: string, change: JobChange): Promise<void> => {
      const { nextInterviewDate } = change;
      await camel
        .updateTable('jobs')
        .set({
          ...(change.fields ? fieldColumns(change.fields) : {}),
          ...(change.attachment !== undefined ? attachmentColumns(change.attachment) : {}),
          ...(nextInterviewDate !== undefined
            ? { nextInterviewAt: nextInterviewDate ? new Date(nextInterviewDate).toISOString() : null }
            : {}),
          updatedAt: change.now.toISOString(),
        })
        .where('userId', '=', userId)
        .where('id', '=', jobId)
        .execute();
    },

    remove: async (userId: string, jobId: string): Promise<void> => {
      await deleteOwned(db, 'jobs', userId, jobId);
    },

    /** How many jobs a list holds, not counting a parked job (sort index -1). */
    countList: async (userId: string, status: JobLane, isPinned: boolean): Promise<number> => {
      const row = await camel
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('userId', '=', userId)
        .where('status', '=', status)
        .where('isPinned', '=', isPinned)
        .where('sortIndex', '>=', 0)
        .executeTakeFirst();
      return read.count(row?.n);
    },

    /** Moves every job of a list at or after `fromIndex` by `delta` places. */
    shiftList: async (
      userId: string,
      status: JobLane,
      isPinned: boolean,
      fromIndex: number,
      delta: 1 | -1,
    ) => {
      await camel
        .updateTable('jobs')
        .set((eb) => ({ sortIndex: eb('sortIndex', '+', delta) }))
        .where('userId', '=', userId)
        .where('status', '=', status)
        .where('isPinned', '=', isPinned)
        .where('sortIndex', '>=', fromIndex)
        .execute();
    },

    /** Puts a job in its place; entering another lane is recorded for the report. */
    setPlace: async (userId: string, jobId: string, place: JobPlace, now: Date): Promise<void> => {
      const before = await camel
        .selectFrom('jobs')
        .select('status')
        .where('userId', '=', userId)
        .where('id', '=', jobId)
        .executeTakeFirst();
      const entersLane = before !== undefined && before.status !== place.status;
      if (entersLane) {
        const from = before.status as JobLane;
        await history.recordLaneChange({ userId, jobId, from, to: place.status, now });
      }
      await camel
        .updateTable('jobs')
        .set({
          ...(entersLane ? { laneEnteredAt: now.toISOString() } : {}),
          status: place.status,
          isPinned: place.isPinned,
          sortIndex: place.sortIndex,
          updatedAt: now.toISOString(),
        })
        .where('userId', '=', userId)
        .where('id', '=', jobId)
        .execute();
    },

    /**
     * Holds the user's board for the open transaction: on PostgreSQL the user's row is locked so two
     * quick moves queue up; SQLite runs one transaction at a time anyway.
     */
    holdBoard: async (userId: string): Promise<void> => {
      if (dialectOf(db) === 'postgres') {
        await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
      }
    },

    /** Tells every reader of the board's cached answer that it changed. */
    bumpBoardVersion: async (userId: string): Promise<void> => {
      await camel
        .insertInto('job_board_versions')
        .values({ userId, version: 1 })
        .onConflict((oc) =>
          oc.column('userId').doUpdateSet((eb) => ({ version: eb('job_board_versions.version', '+', 1) })),
        )
        .execute();
    },
  };
};

export type JobsRepository = ReturnType<typeof createJobsRepository>;
