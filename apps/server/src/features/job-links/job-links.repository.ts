import type { JobLane } from '@hirelane/contract/constants';
import type { Db } from '../../platform/db/database.ts';

/** A job on the board as an ad is compared with it. */
export type BoardJob = {
  jobId: string;
  position: string;
  company: string;
  lane: JobLane;
  postingUrl: string | null;
};

/** Reads (never writes) the jobs on a user's board. */
export const createJobLinksRepository = (db: Db) => ({
  /** Every job on the user's board, the most recently changed first. */
  boardJobs: async (userId: string): Promise<BoardJob[]> => {
    const rows = await db
      .selectFrom('jobs')
      .select(['id', 'position', 'company', 'status', 'posting_url'])
      .where('user_id', '=', userId)
      .orderBy('updated_at', 'desc')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      jobId: row.id,
      position: row.position,
      company: row.company,
      lane: row.status as JobLane,
      postingUrl: row.posting_url,
    }));
  },
});
