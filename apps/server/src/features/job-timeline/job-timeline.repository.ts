import type { JobLane } from '@hirelane/contract/constants';
import type { JobTimelineKind } from '@hirelane/contract/job-timeline';
import type { Db } from '../../platform/db/database.ts';
import { read } from '../../platform/db/dialect.ts';
import { selectOwned } from '../../platform/db/owned-rows.ts';

/** Everything stored about one job's past, as the timeline reads it. */
export type JobHistory = {
  createdAt: string;
  /** Each lane the job entered; `from` is null for the creation (it entered "saved"). */
  lanes: { id: string; from: JobLane | null; to: JobLane; at: string }[];
  /** job_events rows: the kind and its facts as the contract names them. */
  events: { id: string; kind: JobTimelineKind; at: string; detail: Record<string, unknown> }[];
  /** Letters that point at the job. */
  letters: { id: string; title: string; createdAt: string }[];
};

/** Reads one job's history (never writes): its lanes, its events and the letters written for it. */
export const createJobTimelineRepository = (db: Db) => ({
  /** The history of the user's job, or undefined when the user has no such job. */
  history: async (userId: string, jobId: string): Promise<JobHistory | undefined> => {
    const job = await selectOwned(db, 'jobs', userId, jobId).select('created_at').executeTakeFirst();
    if (!job) return undefined;
    const [lanes, events, letters] = await Promise.all([
      db
        .selectFrom('job_status_changes')
        .select(['id', 'from_status', 'to_status', 'changed_at'])
        .where('user_id', '=', userId)
        .where('job_id', '=', jobId)
        .execute(),
      db
        .selectFrom('job_events')
        .select(['id', 'kind', 'at', 'detail'])
        .where('user_id', '=', userId)
        .where('job_id', '=', jobId)
        .execute(),
      db
        .selectFrom('letters')
        .select(['id', 'title', 'created_at'])
        .where('user_id', '=', userId)
        .where('job_id', '=', jobId)
        .execute(),
    ]);
    return {
      createdAt: read.date(job.created_at),
      lanes: lanes.map((row) => ({
        id: row.id,
        from: row.from_status,
        to: row.to_status,
        at: read.date(row.changed_at),
      })),
      events: events.map((row) => ({
        id: row.id,
        kind: row.kind as JobTimelineKind,
        at: read.date(row.at),
        detail: read.json<Record<string, unknown> | null>(row.detail) ?? {},
      })),
      letters: letters.map((row) => ({ id: row.id, title: row.title, createdAt: read.date(row.created_at) })),
    };
  },
});

export type JobTimelineRepository = ReturnType<typeof createJobTimelineRepository>;
