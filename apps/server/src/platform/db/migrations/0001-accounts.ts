import type { Kysely } from 'kysely';
import { columnTypes } from '../dialect.ts';
import { createIdKeyedTable, createIndex, createOwnedTable, timestamps, withOwner } from '../table-shapes.ts';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  const t = columnTypes(db);
  await createIdKeyedTable(db, 'users')
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('consented_to_marketing', t.boolean, (c) => c.notNull())
    .addColumn('agreed_privacy_at', t.timestamp, (c) => c.notNull())
    .addColumn('email_verified_at', t.timestamp)
    .$call(timestamps(db, 'created_at', 'updated_at'))
    .execute();

  await createOwnedTable(db, 'email_codes')
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('consumed_at', t.timestamp)
    .$call(timestamps(db, 'created_at'))
    .execute();
  await createIndex(db, 'email_codes_user_purpose', 'email_codes', ['user_id', 'purpose', 'created_at']);

  await createIdKeyedTable(db, 'refresh_tokens')
    .addColumn('family_id', 'text', (c) => c.notNull())
    .$call(withOwner)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('rotated_at', t.timestamp)
    .addColumn('revoked_at', t.timestamp)
    .$call(timestamps(db, 'created_at'))
    .execute();
  await createIndex(db, 'refresh_tokens_family', 'refresh_tokens', ['family_id']);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('refresh_tokens').execute();
  await db.schema.dropTable('email_codes').execute();
  await db.schema.dropTable('users').execute();
};
