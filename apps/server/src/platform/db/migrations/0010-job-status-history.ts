import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../dialect.ts';
import { createIndex, createOwnedTable, withJob } from '../table-shapes.ts';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  const t = columnTypes(db);
  // One row each time a job enters a lane (its creation enters "saved"), written in the same
  // transaction as the move: the report counts applications and interviews over time from it.
  await createOwnedTable(db, 'job_status_changes')
    .$call(withJob)
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('changed_at', t.timestamp, (c) => c.notNull())
    .execute();
  await createIndex(db, 'job_status_changes_user', 'job_status_changes', ['user_id', 'changed_at']);

  // Backfill: every job entered "saved" when it was made, and its lane today at its last change.
  await sql`insert into job_status_changes (id, user_id, job_id, from_status, to_status, changed_at)
    select 'backfill-created-' || id, user_id, id, null, 'saved', created_at from jobs`.execute(db);
  await sql`insert into job_status_changes (id, user_id, job_id, from_status, to_status, changed_at)
    select 'backfill-lane-' || id, user_id, id, 'saved', status, updated_at from jobs where status <> 'saved'`.execute(
    db,
  );
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('job_status_changes').execute();
};
