import type { Kysely } from 'kysely';
import { columnTypes } from '../dialect.ts';
import { createIndex, createOwnedTable } from '../table-shapes.ts';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  const t = columnTypes(db);
  // The id is the public link's secret: 192 random bits, made by the app.
  await createOwnedTable(db, 'shareable_cvs')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('expiry_date', 'text')
    .addColumn('views', 'integer', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await createIndex(db, 'shareable_cvs_user', 'shareable_cvs', ['user_id']);

  await db.schema
    .createTable('public_profiles')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // Stored lower-case; unique, so two people can never hold one handle.
    .addColumn('handle', 'text', (c) => c.unique())
    .addColumn('headline', 'text', (c) => c.notNull())
    .addColumn('bio', 'text', (c) => c.notNull())
    .addColumn('is_visible', t.boolean, (c) => c.notNull())
    .addColumn('sections', t.json, (c) => c.notNull())
    .addColumn('tags', t.json, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('public_profiles').execute();
  await db.schema.dropTable('shareable_cvs').execute();
};
