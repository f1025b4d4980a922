import type { Kysely } from 'kysely';
import { createIndex, createOwnedTable, createOwnerIndex, timestamps } from '../table-shapes.ts';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // One private interview feed per user. The address's token is derived from `secret_seed` with a
  // server key (so the table alone cannot rebuild an address) and found by its SHA-256 (`token_hash`).
  await createOwnedTable(db, 'calendar_feeds')
    .addColumn('secret_seed', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .$call(timestamps(db, 'created_at'))
    .execute();
  await createOwnerIndex(db, 'calendar_feeds', { unique: true });
  await createIndex(db, 'calendar_feeds_token', 'calendar_feeds', ['token_hash'], { unique: true });
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('calendar_feeds').execute();
};
