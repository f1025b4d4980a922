import type { Kysely } from 'kysely';
import { createIndex, createOwnedTable, createOwnerIndex, timestamps } from '../table-shapes.ts';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await createOwnedTable(db, 'letters')
    // A deleted job leaves its letters in place, no longer linked.
    .addColumn('job_id', 'text', (c) => c.references('jobs.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    // The public link's secret (192 random bits) while the letter is public; null when private.
    .addColumn('public_id', 'text', (c) => c.unique())
    .$call(timestamps(db, 'created_at', 'updated_at'))
    .execute();
  await createIndex(db, 'letters_user_updated', 'letters', ['user_id', 'updated_at']);

  await createOwnedTable(db, 'letter_templates')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .$call(timestamps(db, 'created_at'))
    .execute();
  await createOwnerIndex(db, 'letter_templates');
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('letter_templates').execute();
  await db.schema.dropTable('letters').execute();
};
