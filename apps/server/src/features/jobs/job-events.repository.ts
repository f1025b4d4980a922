import type { JobLane } from '@hirelane/contract/constants';
import type { Transaction } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { jsonParam } from '../../platform/db/dialect.ts';
import type { Database } from '../../platform/db/schema.ts';
import { newId } from '../../platform/security/random.ts';
import type { JobEventDraft } from './job-events.ts';

type Executor = Db | Transaction<Database>;

/**
 * The job's history, written inside the board's transaction with the change it tells of: lanes
 * entered (job_status_changes, the report reads them too) and the other events (job_events).
 */
export const jobHistoryWrites = (db: Executor) => ({
  /** One row of the lane history: `from` is null when the job is made (it enters "saved"). */
  recordLaneChange: async (change: {
    userId: string;
    jobId: string;
    from: JobLane | null;
    to: JobLane;
    now: Date;
  }): Promise<void> => {
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
  },

  recordEvents: async (userId: string, jobId: string, events: JobEventDraft[], now: Date): Promise<void> => {
    if (events.length === 0) return;
    await db
      .insertInto('job_events')
      .values(
        events.map((event) => ({
          id: newId(),
          user_id: userId,
          job_id: jobId,
          kind: event.kind,
          at: now.toISOString(),
          detail: jsonParam(event.detail),
        })),
      )
      .execute();
  },
});
