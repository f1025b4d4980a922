import type { Kysely } from 'kysely';
import { columnTypes } from '../dialect.ts';
import { createIndex, createOwnedTable, createOwnerIndex, timestamps } from '../table-shapes.ts';

/**
 * Follow-up reminders: each user's choices (no row = the defaults), one row per user and day whose
 * digest an instance has claimed (the unique index is the claim), and extra headers on mails
 * (List-Unsubscribe).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  const t = columnTypes(db);
  await createOwnedTable(db, 'reminder_settings')
    .addColumn('stale_enabled', t.boolean, (c) => c.notNull())
    .addColumn('stale_days', 'integer', (c) => c.notNull())
    .addColumn('interview_enabled', t.boolean, (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .$call(timestamps(db, 'updated_at'))
    .execute();
  await createOwnerIndex(db, 'reminder_settings', { unique: true });
  // `day` is the user's local date (YYYY-MM-DD) in their time zone at the time of the claim.
  await createOwnedTable(db, 'reminder_digests')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('item_count', 'integer', (c) => c.notNull())
    .$call(timestamps(db, 'created_at'))
    .execute();
  await createIndex(db, 'reminder_digests_user_day', 'reminder_digests', ['user_id', 'day'], {
    unique: true,
  });
  await createIndex(db, 'reminder_digests_created', 'reminder_digests', ['created_at']);
  await db.schema.alterTable('mail_outbox').addColumn('headers', 'text').execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('mail_outbox').dropColumn('headers').execute();
  await db.schema.dropTable('reminder_digests').execute();
  await db.schema.dropTable('reminder_settings').execute();
};
