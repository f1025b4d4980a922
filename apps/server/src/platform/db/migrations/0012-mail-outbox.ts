import type { Kysely } from 'kysely';
import { columnTypes } from '../dialect.ts';
import { createIdKeyedTable, createIndex, timestamps } from '../table-shapes.ts';

/** Mails waiting to be delivered: written by the action, sent (and retried) by the outbox worker. */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  const t = columnTypes(db);
  await createIdKeyedTable(db, 'mail_outbox')
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', t.timestamp, (c) => c.notNull())
    // Set by the instance delivering it; another instance takes it only after this time.
    .addColumn('claimed_until', t.timestamp)
    .addColumn('sent_at', t.timestamp)
    .addColumn('failed_at', t.timestamp)
    .addColumn('last_error', 'text')
    .$call(timestamps(db, 'created_at'))
    .execute();
  await createIndex(db, 'mail_outbox_due', 'mail_outbox', ['sent_at', 'next_attempt_at']);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('mail_outbox').execute();
};
