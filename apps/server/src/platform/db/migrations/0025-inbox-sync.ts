import type { Kysely } from 'kysely';
import { columnTypes } from '../dialect.ts';
import { createIndex, createOwnedTable, createOwnerIndex, timestamps } from '../table-shapes.ts';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  const t = columnTypes(db);
  // One mailbox per user. The password is sealed (AES-256-GCM) and its column's name keeps it out
  // of the data export. The lease (holder and expiry, taken by one conditional UPDATE) lets one
  // app instance at a time read the mailbox; `last_uid` under `uid_validity` is where the last
  // sync stopped.
  await createOwnedTable(db, 'inbox_connections')
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('port', 'integer', (c) => c.notNull())
    .addColumn('secure', t.boolean, (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('password_secret', 'text', (c) => c.notNull())
    .addColumn('folder', 'text', (c) => c.notNull())
    .addColumn('auto_apply', t.boolean, (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('uid_validity', 'text')
    .addColumn('last_uid', 'bigint')
    .addColumn('last_sync_at', t.timestamp)
    .addColumn('last_error', 'text')
    .addColumn('lease_holder', 'text')
    .addColumn('lease_until', t.timestamp)
    .$call(timestamps(db, 'created_at', 'updated_at'))
    .execute();
  await createOwnerIndex(db, 'inbox_connections', { unique: true });
  // What each message read said, never its body: Message-ID, date, sender's domain, subject and the
  // facts. A message is kept once per user (its Message-ID), so it is never suggested twice. A
  // suggestion is a message whose kind changes the board; `status` is its decision, and the
  // `previous_*` columns what an applied one changed, so it can be undone.
  await createOwnedTable(db, 'inbox_messages')
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('received_at', t.timestamp, (c) => c.notNull())
    .addColumn('sender_domain', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('company', 'text')
    .addColumn('position', 'text')
    .addColumn('interview_at', t.timestamp)
    .addColumn('job_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('applied_job_id', 'text')
    .addColumn('created_job', t.boolean)
    .addColumn('previous_lane', 'text')
    .addColumn('previous_interview_at', t.timestamp)
    .addColumn('decided_at', t.timestamp)
    .$call(timestamps(db, 'created_at'))
    .execute();
  await createIndex(db, 'inbox_messages_message', 'inbox_messages', ['user_id', 'message_id'], {
    unique: true,
  });
  await createIndex(db, 'inbox_messages_status', 'inbox_messages', ['user_id', 'status', 'received_at']);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('inbox_messages').execute();
  await db.schema.dropTable('inbox_connections').execute();
};
