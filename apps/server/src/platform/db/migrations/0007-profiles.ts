import type { Kysely } from 'kysely';
import { columnTypes } from '../dialect.ts';
import { createUserKeyedTable, timestamps } from '../table-shapes.ts';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  const t = columnTypes(db);
  // Names, country and language stay on users; this holds the rest of the full profile.
  await createUserKeyedTable(db, 'profiles')
    .addColumn('headline', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('contact_email', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('links', t.json, (c) => c.notNull())
    .addColumn('date_of_birth', 'text')
    .addColumn('image_key', 'text')
    .addColumn('image_updated_at', t.timestamp)
    .$call(timestamps(db, 'updated_at'))
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('profiles').execute();
};
