import type { Kysely } from 'kysely';
import { columnTypes } from '../dialect.ts';
import { createOwnedTable, createOwnerIndex, timestamps } from '../table-shapes.ts';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  const t = columnTypes(db);
  // The id is the public link's secret: 192 random bits, made by the app.
  await createOwnedTable(db, 'endorsement_requests')
    .addColumn('endorser_name', 'text', (c) => c.notNull())
    .addColumn('endorser_email', 'text', (c) => c.notNull())
    .addColumn('relationship', 'integer', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .$call(timestamps(db, 'created_at', 'updated_at'))
    .addColumn('reminded_at', t.timestamp)
    .addColumn('responded_at', t.timestamp)
    .execute();
  await createOwnerIndex(db, 'endorsement_requests');

  await createOwnedTable(db, 'endorsements')
    .addColumn('request_id', 'text', (c) => c.notNull().unique())
    .addColumn('endorser_name', 'text', (c) => c.notNull())
    .addColumn('endorser_title', 'text', (c) => c.notNull())
    .addColumn('relationship', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('is_visible', t.boolean, (c) => c.notNull())
    .$call(timestamps(db, 'created_at'))
    .execute();
  await createOwnerIndex(db, 'endorsements');
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('endorsements').execute();
  await db.schema.dropTable('endorsement_requests').execute();
};
