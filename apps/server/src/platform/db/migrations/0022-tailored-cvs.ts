import type { Kysely } from 'kysely';
import { createIndex, createOwnedTable, timestamps, withJob } from '../table-shapes.ts';

/**
 * A job's tailored version of the CV (at most one per job; it goes with the job and the account),
 * and share links that show such a version (`job_id`; they go with the job too). JSON columns hold
 * the version's lists; a null column follows the main CV.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await createOwnedTable(db, 'tailored_cvs')
    .$call(withJob)
    .addColumn('headline', 'text')
    .addColumn('summary', 'text')
    .addColumn('excluded_entry_ids', 'text', (c) => c.notNull())
    .addColumn('entry_order', 'text', (c) => c.notNull())
    .addColumn('description_overrides', 'text', (c) => c.notNull())
    .addColumn('professional_skills', 'text')
    .addColumn('priority_skills', 'text', (c) => c.notNull())
    .addColumn('design', 'text')
    .$call(timestamps(db, 'created_at', 'updated_at'))
    .execute();
  await createIndex(db, 'tailored_cvs_job', 'tailored_cvs', ['job_id'], { unique: true });
  await db.schema
    .alterTable('shareable_cvs')
    .addColumn('job_id', 'text', (c) => c.references('jobs.id').onDelete('cascade'))
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('shareable_cvs').dropColumn('job_id').execute();
  await db.schema.dropTable('tailored_cvs').execute();
};
