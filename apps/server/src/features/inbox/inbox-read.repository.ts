import type { Db } from '../../platform/db/database.ts';
import type { BoardJob } from './reader/job-match.ts';

/** Reads (never writes) what reading a message is compared with: the user's own board and time zone. */
export const createInboxReadRepository = (db: Db) => ({
  /** Every job on the user's board, and only the user's. */
  boardJobs: async (userId: string): Promise<BoardJob[]> =>
    db
      .selectFrom('jobs')
      .select(['id', 'company', 'position'])
      .where('user_id', '=', userId)
      .orderBy('updated_at', 'desc')
      .orderBy('id')
      .execute(),

  /** The time zone the user gave with their reminder settings, if any. */
  timeZone: async (userId: string): Promise<string | null> => {
    const row = await db
      .selectFrom('reminder_settings')
      .select('time_zone')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.time_zone ?? null;
  },
});

export type InboxReadRepository = ReturnType<typeof createInboxReadRepository>;
