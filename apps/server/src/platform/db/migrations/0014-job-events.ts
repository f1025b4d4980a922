import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../dialect.ts';
import { createIndex, createOwnedTable, withJob } from '../table-shapes.ts';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  const t = columnTypes(db);
  // What happened to a job besides its lanes (those are job_status_changes): interview set, changed
  // or cleared, attachment added or removed, notes edited. Written in the transaction of the change;
  // the job's timeline reads it with the lane history and the letters that point at the job.
  await createOwnedTable(db, 'job_events')
    .$call(withJob)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('at', t.timestamp, (c) => c.notNull())
    // The kind's facts (an interview's time, a file's name), or null.
    .addColumn('detail', t.json)
    .execute();
  await createIndex(db, 'job_events_job', 'job_events', ['job_id', 'at']);
  // The timeline reads one job's lanes (the report's index starts with the user).
  await createIndex(db, 'job_status_changes_job', 'job_status_changes', ['job_id', 'changed_at']);

  // When the job entered the lane it is in, for the card's "Applied 12 days ago": kept on the job so
  // the board stays one query on one table. Backfilled from the lane history, else its creation.
  await db.schema.alterTable('jobs').addColumn('lane_entered_at', t.timestamp).execute();
  await sql`update jobs set lane_entered_at = coalesce(
    (select max(c.changed_at) from job_status_changes c where c.job_id = jobs.id and c.to_status = jobs.status),
    created_at)`.execute(db);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('jobs').dropColumn('lane_entered_at').execute();
  await db.schema.dropIndex('job_status_changes_job').execute();
  await db.schema.dropTable('job_events').execute();
};
