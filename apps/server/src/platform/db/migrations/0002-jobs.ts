import type { Kysely } from 'kysely';
import { columnTypes } from '../dialect.ts';
import { createIndex, createOwnedTable, createUserKeyedTable, timestamps } from '../table-shapes.ts';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  const t = columnTypes(db);
  await createOwnedTable(db, 'jobs')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('is_pinned', t.boolean, (c) => c.notNull())
    .addColumn('sort_index', 'integer', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('location', 'text')
    .addColumn('workplace', 'text')
    .addColumn('employment_type', 'text')
    .addColumn('posting_url', 'text')
    .addColumn('salary_text', 'text')
    .addColumn('salary_min', 'double precision')
    .addColumn('salary_max', 'double precision')
    .addColumn('salary_currency', 'text')
    .addColumn('salary_period', 'text')
    .addColumn('deadline', 'text')
    .addColumn('applied_date', 'text')
    .addColumn('source', 'text')
    .addColumn('contact_name', 'text')
    .addColumn('contact_email', 'text')
    .addColumn('contact_phone', 'text')
    .addColumn('description', 'text')
    .addColumn('notes', 'text')
    .addColumn('attachment_key', 'text')
    .addColumn('attachment_name', 'text')
    .addColumn('attachment_type', 'text')
    .addColumn('attachment_size', 'integer')
    .addColumn('next_interview_at', t.timestamp)
    .addColumn('search_text', 'text', (c) => c.notNull())
    .$call(timestamps(db, 'created_at', 'updated_at'))
    .execute();
  await createIndex(db, 'jobs_board', 'jobs', ['user_id', 'status', 'is_pinned', 'sort_index']);

  // One row per user whose board changed: every write bumps it, so a cached board knows when it is stale.
  await createUserKeyedTable(db, 'job_board_versions')
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('job_board_versions').execute();
  await db.schema.dropTable('jobs').execute();
};
