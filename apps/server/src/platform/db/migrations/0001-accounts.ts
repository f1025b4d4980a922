import type { Kysely } from 'kysely';
import { columnTypes } from '../dialect.ts';
import { createIndex, createOwnedTable } from '../table-shapes.ts';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  const t = columnTypes(db);
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('consented_to_marketing', t.boolean, (c) => c.notNull())
    .addColumn('agreed_privacy_at', t.timestamp, (c) => c.notNull())
    .addColumn('email_verified_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  await createOwnedTable(db, 'email_codes')
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('consumed_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await createIndex(db, 'email_codes_user_purpose', 'email_codes', ['user_id', 'purpose', 'created_at']);

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('rotated_at', t.timestamp)
    .addColumn('revoked_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await createIndex(db, 'refresh_tokens_family', 'refresh_tokens', ['family_id']);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('refresh_tokens').execute();
  await db.schema.dropTable('email_codes').execute();
  await db.schema.dropTable('users').execute();
};
