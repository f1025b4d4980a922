import type { Kysely } from 'kysely';
import { createIndex, createOwnedTable, createOwnerIndex, timestamps } from '../table-shapes.ts';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // The browser extension's tokens: only their SHA-256 is kept (the token is shown once), and they
  // go with the account.
  await createOwnedTable(db, 'extension_tokens')
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .$call(timestamps(db, 'created_at'))
    .execute();
  await createIndex(db, 'extension_tokens_hash', 'extension_tokens', ['token_hash'], { unique: true });
  await createOwnerIndex(db, 'extension_tokens');
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('extension_tokens').execute();
};
