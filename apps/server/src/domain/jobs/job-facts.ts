import type { Transaction } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { selectOwned } from '../../platform/db/owned-rows.ts';
import type { Database } from '../../platform/db/schema.ts';

type Executor = Db | Transaction<Database>;

/** The company of the user's own job; undefined when the job is not theirs (or gone). */
export const jobCompany = async (db: Executor, userId: string, jobId: string): Promise<string | undefined> =>
  (await selectOwned(db, 'jobs', userId, jobId).select('company').executeTakeFirst())?.company;

/** True when the job is the user's own. */
export const ownsJob = async (db: Executor, userId: string, jobId: string): Promise<boolean> =>
  (await jobCompany(db, userId, jobId)) !== undefined;

/** The version of the user's board, bumped by every change of one of their jobs; 0 before any. */
export const boardVersion = async (db: Executor, userId: string): Promise<number> => {
  const row = await db
    .selectFrom('job_board_versions')
    .select('version')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
};
