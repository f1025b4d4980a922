import type { Kysely } from 'kysely';
import { columnTypes } from '../dialect.ts';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  const t = columnTypes(db);
  await db.schema
    .createTable('endorsement_requests')
    // The id is the public link's secret: 192 random bits, made by the app.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endorser_name', 'text', (c) => c.notNull())
    .addColumn('endorser_email', 'text', (c) => c.notNull())
    .addColumn('relationship', 'integer', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addColumn('reminded_at', t.timestamp)
    .addColumn('responded_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('endorsement_requests_user')
    .on('endorsement_requests')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('endorsements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('request_id', 'text', (c) => c.notNull().unique())
    .addColumn('endorser_name', 'text', (c) => c.notNull())
    .addColumn('endorser_title', 'text', (c) => c.notNull())
    .addColumn('relationship', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('is_visible', t.boolean, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('endorsements_user').on('endorsements').column('user_id').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('endorsements').execute();
  await db.schema.dropTable('endorsement_requests').execute();
};
