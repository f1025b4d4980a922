import { userTimeZone } from '../../domain/user-time-zone.ts';
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
  timeZone: (userId: string): Promise<string | null> => userTimeZone(db, userId),
});

export type InboxReadRepository = ReturnType<typeof createInboxReadRepository>;
