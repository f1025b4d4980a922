import type { Kysely } from 'kysely';
import { columnTypes } from '../dialect.ts';
import { createOwnedTable } from '../table-shapes.ts';

/**
 * A job's tailored version of the CV (at most one per job; it goes with the job and the account),
 * and share links that show such a version (`job_id`; they go with the job too). JSON columns hold
 * the version's lists; a null column follows the main CV.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  const t = columnTypes(db);
  await createOwnedTable(db, 'tailored_cvs')
    .addColumn('job_id', 'text', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('headline', 'text')
    .addColumn('summary', 'text')
    .addColumn('excluded_entry_ids', 'text', (c) => c.notNull())
    .addColumn('entry_order', 'text', (c) => c.notNull())
    .addColumn('description_overrides', 'text', (c) => c.notNull())
    .addColumn('professional_skills', 'text')
    .addColumn('priority_skills', 'text', (c) => c.notNull())
    .addColumn('design', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tailored_cvs_job').on('tailored_cvs').column('job_id').unique().execute();
  await db.schema
    .alterTable('shareable_cvs')
    .addColumn('job_id', 'text', (c) => c.references('jobs.id').onDelete('cascade'))
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('shareable_cvs').dropColumn('job_id').execute();
  await db.schema.dropTable('tailored_cvs').execute();
};
