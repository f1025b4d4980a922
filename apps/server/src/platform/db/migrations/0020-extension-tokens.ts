import type { Kysely } from 'kysely';
import { columnTypes } from '../dialect.ts';
import { createIndex, createOwnedTable } from '../table-shapes.ts';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  const t = columnTypes(db);
  // The browser extension's tokens: only their SHA-256 is kept (the token is shown once), and they
  // go with the account.
  await createOwnedTable(db, 'extension_tokens')
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('extension_tokens_hash')
    .on('extension_tokens')
    .column('token_hash')
    .unique()
    .execute();
  await createIndex(db, 'extension_tokens_user', 'extension_tokens', ['user_id']);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('extension_tokens').execute();
};
