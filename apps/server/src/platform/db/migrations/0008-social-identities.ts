import type { Kysely } from 'kysely';
import { columnTypes } from '../dialect.ts';
import { createIndex } from '../table-shapes.ts';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // Users are found by provider + subject, never by e-mail alone.
  await db.schema
    .createTable('social_identities')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text')
    .addColumn('created_at', columnTypes(db).timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('social_identities_pk', ['provider', 'subject'])
    .execute();
  await createIndex(db, 'social_identities_user', 'social_identities', ['user_id']);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('social_identities').execute();
};
