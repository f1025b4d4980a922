import type { Kysely } from 'kysely';
import { columnTypes } from '../dialect.ts';
import { createOwnedTable } from '../table-shapes.ts';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  const t = columnTypes(db);
  // One private interview feed per user. The address's token is derived from `secret_seed` with a
  // server key (so the table alone cannot rebuild an address) and found by its SHA-256 (`token_hash`).
  await createOwnedTable(db, 'calendar_feeds')
    .addColumn('secret_seed', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('calendar_feeds_user')
    .on('calendar_feeds')
    .column('user_id')
    .unique()
    .execute();
  await db.schema
    .createIndex('calendar_feeds_token')
    .on('calendar_feeds')
    .column('token_hash')
    .unique()
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('calendar_feeds').execute();
};
