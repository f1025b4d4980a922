import type { Kysely } from 'kysely';
import { columnTypes } from '../dialect.ts';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  const t = columnTypes(db);
  await db.schema
    .createTable('letters')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // A deleted job leaves its letters in place, no longer linked.
    .addColumn('job_id', 'text', (c) => c.references('jobs.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    // The public link's secret (192 random bits) while the letter is public; null when private.
    .addColumn('public_id', 'text', (c) => c.unique())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('letters_user_updated')
    .on('letters')
    .columns(['user_id', 'updated_at'])
    .execute();

  await db.schema
    .createTable('letter_templates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('letter_templates_user').on('letter_templates').column('user_id').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('letter_templates').execute();
  await db.schema.dropTable('letters').execute();
};
