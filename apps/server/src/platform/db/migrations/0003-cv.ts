import type { Kysely } from 'kysely';
import { columnTypes } from '../dialect.ts';
import { createOwnedTable, createOwnerIndex, timestamps, withOwner } from '../table-shapes.ts';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  const t = columnTypes(db);
  await createOwnedTable(db, 'cv_experiences')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('location', 'text')
    .addColumn('employment_type', 'text')
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text')
    .addColumn('is_current', t.boolean, (c) => c.notNull())
    .addColumn('description', 'text')
    .$call(timestamps(db, 'created_at', 'updated_at'))
    .execute();

  await createOwnedTable(db, 'cv_educations')
    .addColumn('school', 'text', (c) => c.notNull())
    .addColumn('degree', 'text')
    .addColumn('field', 'text')
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text')
    .addColumn('grade', 'text')
    .addColumn('description', 'text')
    .$call(timestamps(db, 'created_at', 'updated_at'))
    .execute();

  await createOwnedTable(db, 'cv_certifications')
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
    .$call(timestamps(db, 'created_at', 'updated_at'))
    .execute();

  for (const table of ['cv_experiences', 'cv_educations', 'cv_certifications']) {
    await createOwnerIndex(db, table);
  }

  // Whole lists replaced at once: personal and professional skills, languages.
  await db.schema
    .createTable('cv_lists')
    .$call(withOwner)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('items', t.json, (c) => c.notNull())
    .$call(timestamps(db, 'updated_at'))
    .addPrimaryKeyConstraint('cv_lists_pk', ['user_id', 'kind'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  for (const table of ['cv_lists', 'cv_certifications', 'cv_educations', 'cv_experiences']) {
    await db.schema.dropTable(table).execute();
  }
};
