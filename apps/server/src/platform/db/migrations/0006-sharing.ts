import type { Kysely } from 'kysely';
import { columnTypes } from '../dialect.ts';
import { createOwnedTable, createOwnerIndex, createUserKeyedTable, timestamps } from '../table-shapes.ts';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  const t = columnTypes(db);
  // The id is the public link's secret: 192 random bits, made by the app.
  await createOwnedTable(db, 'shareable_cvs')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('expiry_date', 'text')
    .addColumn('views', 'integer', (c) => c.notNull())
    .$call(timestamps(db, 'created_at', 'updated_at'))
    .execute();
  await createOwnerIndex(db, 'shareable_cvs');

  await createUserKeyedTable(db, 'public_profiles')
    // Stored lower-case; unique, so two people can never hold one handle.
    .addColumn('handle', 'text', (c) => c.unique())
    .addColumn('headline', 'text', (c) => c.notNull())
    .addColumn('bio', 'text', (c) => c.notNull())
    .addColumn('is_visible', t.boolean, (c) => c.notNull())
    .addColumn('sections', t.json, (c) => c.notNull())
    .addColumn('tags', t.json, (c) => c.notNull())
    .$call(timestamps(db, 'updated_at'))
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('public_profiles').execute();
  await db.schema.dropTable('shareable_cvs').execute();
};
