import type { Kysely } from 'kysely';
import { columnTypes } from '../dialect.ts';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  const t = columnTypes(db);
  await db.schema
    .createTable('shareable_cvs')
    // The id is the public link's secret: 192 random bits, made by the app.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('expiry_date', 'text')
    .addColumn('views', 'integer', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shareable_cvs_user').on('shareable_cvs').column('user_id').execute();

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
