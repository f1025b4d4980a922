import type { Db } from '../../platform/db/database.ts';
import { selectOwned } from '../../platform/db/owned-rows.ts';
import { newId } from '../../platform/security/random.ts';
import type {
  Applied,
  MessageStatus,
  NewConnection,
  NewMessage,
  StoredConnection,
  StoredMessage,
} from './inbox-sync-rows.ts';
import { MESSAGE_COLUMNS, toConnection, toMessage } from './inbox-sync-rows.ts';

export const createInboxSyncRepository = (db: Db) => ({
  findConnection: async (userId: string): Promise<StoredConnection | undefined> => {
    const row = await db
      .selectFrom('inbox_connections')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row && toConnection(row);
  },

  /** Saves the user's one mailbox; a new one starts reading afresh (no mark, no lease). */
  saveConnection: async (connection: NewConnection, now: Date): Promise<void> => {
    const at = now.toISOString();
    const values = {
      host: connection.host,
      port: connection.port,
      secure: connection.secure,
      username: connection.username,
      password_secret: connection.sealedPassword,
      folder: connection.folder,
      auto_apply: connection.autoApply,
      time_zone: connection.timeZone,
      uid_validity: null,
      last_uid: null,
      last_sync_at: null,
      last_error: null,
      updated_at: at,
    };
    await db
      .insertInto('inbox_connections')
      .values({ id: newId(), user_id: connection.userId, ...values, created_at: at })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, created_at: at }))
      .execute();
  },

  setAutoApply: async (userId: string, autoApply: boolean, now: Date): Promise<void> => {
    await db
      .updateTable('inbox_connections')
      .set({ auto_apply: autoApply, updated_at: now.toISOString() })
      .where('user_id', '=', userId)
      .execute();
  },

  /** The mailbox and every message read from it. */
  deleteAll: async (userId: string): Promise<void> => {
    await db.deleteFrom('inbox_messages').where('user_id', '=', userId).execute();
    await db.deleteFrom('inbox_connections').where('user_id', '=', userId).execute();
  },

  /** Mailboxes not synced since `before` (or never), oldest first. */
  dueConnections: async (before: Date, limit: number): Promise<string[]> => {
    const rows = await db
      .selectFrom('inbox_connections')
      .select('user_id')
      .where((eb) => eb.or([eb('last_sync_at', 'is', null), eb('last_sync_at', '<', before.toISOString())]))
      .orderBy('last_sync_at')
      .limit(limit)
      .execute();
    return rows.map((row) => row.user_id);
  },

  /**
   * Takes the mailbox's lease for `holder` until `until` with one conditional UPDATE: only when
   * nobody holds it or the last holder's lease ran out. True when this holder got it.
   */
  takeLease: async (userId: string, holder: string, now: Date, until: Date): Promise<boolean> => {
    const result = await db
      .updateTable('inbox_connections')
      .set({ lease_holder: holder, lease_until: until.toISOString() })
      .where('user_id', '=', userId)
      .where((eb) =>
        eb.or([
          eb('lease_holder', 'is', null),
          eb('lease_until', 'is', null),
          eb('lease_until', '<', now.toISOString()),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  releaseLease: async (userId: string, holder: string): Promise<void> => {
    await db
      .updateTable('inbox_connections')
      .set({ lease_holder: null, lease_until: null })
      .where('user_id', '=', userId)
      .where('lease_holder', '=', holder)
      .execute();
  },

  /** Where the sync stopped and how it went; only while `holder` holds the lease. */
  saveMark: async (
    userId: string,
    holder: string,
    mark: { uidValidity: string | null; lastUid: number | null },
    outcome: { at: Date; error: string | null },
  ): Promise<void> => {
    await db
      .updateTable('inbox_connections')
      .set({
        ...(mark.uidValidity === null ? {} : { uid_validity: mark.uidValidity, last_uid: mark.lastUid }),
        last_sync_at: outcome.at.toISOString(),
        last_error: outcome.error,
      })
      .where('user_id', '=', userId)
      .where('lease_holder', '=', holder)
      .execute();
  },

  /** Whether the user already holds a message with this Message-ID. */
  hasMessage: async (userId: string, messageId: string): Promise<boolean> => {
    const row = await db
      .selectFrom('inbox_messages')
      .select('id')
      .where('user_id', '=', userId)
      .where('message_id', '=', messageId)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Keeps a message once per Message-ID: false (nothing written) when it was kept before. */
  insertMessage: async (userId: string, message: NewMessage, now: Date): Promise<string | null> => {
    const id = newId();
    const result = await db
      .insertInto('inbox_messages')
      .values({
        id,
        user_id: userId,
        message_id: message.messageId,
        received_at: message.receivedAt,
        sender_domain: message.senderDomain,
        subject: message.subject,
        kind: message.kind,
        company: message.company,
        position: message.position,
        interview_at: message.interviewAt,
        job_id: message.jobId,
        status: message.status,
        applied_job_id: null,
        created_job: null,
        previous_lane: null,
        previous_interview_at: null,
        decided_at: null,
        created_at: now.toISOString(),
      })
      .onConflict((oc) => oc.columns(['user_id', 'message_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1 ? id : null;
  },

  findMessage: async (userId: string, id: string): Promise<StoredMessage | undefined> => {
    const row = await selectOwned(db, 'inbox_messages', userId, id)
      .select(MESSAGE_COLUMNS)
      .executeTakeFirst();
    return row && toMessage(row);
  },

  /** The suggestions waiting for a decision, newest mail first. */
  pending: async (userId: string): Promise<StoredMessage[]> => {
    const rows = await db
      .selectFrom('inbox_messages')
      .select(MESSAGE_COLUMNS)
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .orderBy('received_at', 'desc')
      .orderBy('id')
      .execute();
    return rows.map(toMessage);
  },

  /** Moves a message from `from` to `to` (one conditional UPDATE): false when it was not in `from`. */
  decide: async (
    userId: string,
    id: string,
    from: MessageStatus,
    to: MessageStatus,
    now: Date,
    applied: Applied | null = null,
  ): Promise<boolean> => {
    const result = await db
      .updateTable('inbox_messages')
      .set({
        status: to,
        decided_at: now.toISOString(),
        applied_job_id: applied?.appliedJobId ?? null,
        created_job: applied ? applied.createdJob : null,
        previous_lane: applied?.previousLane ?? null,
        previous_interview_at: applied?.previousInterviewAt ?? null,
      })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
});

export type InboxSyncRepository = ReturnType<typeof createInboxSyncRepository>;
