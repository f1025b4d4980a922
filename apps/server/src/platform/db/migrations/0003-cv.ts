import type { Kysely } from 'kysely';
import { columnTypes } from '../dialect.ts';
import { createIndex } from '../table-shapes.ts';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  const t = columnTypes(db);
  const owned = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'));

  await owned('cv_experiences')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('location', 'text')
    .addColumn('employment_type', 'text')
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text')
    .addColumn('is_current', t.boolean, (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  await owned('cv_educations')
    .addColumn('school', 'text', (c) => c.notNull())
    .addColumn('degree', 'text')
    .addColumn('field', 'text')
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text')
    .addColumn('grade', 'text')
    .addColumn('description', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  await owned('cv_certifications')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('issuer', 'text')
    .addColumn('issue_date', 'text')
    .addColumn('expiry_date', 'text')
    .addColumn('credential_id', 'text')
    .addColumn('credential_url', 'text')
    .addColumn('file_key', 'text')
    .addColumn('file_name', 'text')
    .addColumn('file_type', 'text')
    .addColumn('file_size', 'integer')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  for (const table of ['cv_experiences', 'cv_educations', 'cv_certifications']) {
    await createIndex(db, `${table}_user`, table, ['user_id']);
  }

  // Whole lists replaced at once: personal and professional skills, languages.
  await db.schema
    .createTable('cv_lists')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('items', t.json, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('cv_lists_pk', ['user_id', 'kind'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const table of ['cv_lists', 'cv_certifications', 'cv_educations', 'cv_experiences']) {
    await db.schema.dropTable(table).execute();
  }
};
