import type { JobLane } from '@hirelane/contract/constants';
import type { InboxKind } from '@hirelane/contract/inbox';
import type { Db } from '../../platform/db/database.ts';
import { read } from '../../platform/db/dialect.ts';
import { newId } from '../../platform/security/random.ts';

/** A connected mailbox as stored: the password still sealed. */
export type StoredConnection = {
  id: string;
  userId: string;
  host: string;
  port: number;
  secure: boolean;
  username: string;
  sealedPassword: string;
  folder: string;
  autoApply: boolean;
  timeZone: string;
  uidValidity: string | null;
  lastUid: number | null;
  lastSyncAt: string | null;
  lastError: string | null;
  createdAt: string;
};

export type NewConnection = Omit<
  StoredConnection,
  'id' | 'uidValidity' | 'lastUid' | 'lastSyncAt' | 'lastError' | 'createdAt'
>;

/** What happened to a message's suggestion: waiting, applied, dismissed, or nothing to suggest (noted). */
export type MessageStatus = 'pending' | 'applied' | 'dismissed' | 'noted';

/** One message read: its header facts and what the reader found, never its body. */
export type StoredMessage = {
  id: string;
  messageId: string;
  receivedAt: string;
  senderDomain: string | null;
  subject: string;
  kind: InboxKind;
  company: string | null;
  position: string | null;
  interviewAt: string | null;
  jobId: string | null;
  status: MessageStatus;
  appliedJobId: string | null;
  createdJob: boolean;
  previousLane: JobLane | null;
  previousInterviewAt: string | null;
};

export type NewMessage = Omit<
  StoredMessage,
  'id' | 'status' | 'appliedJobId' | 'createdJob' | 'previousLane' | 'previousInterviewAt'
> & { status: 'pending' | 'noted' };

/** What applying a suggestion changed, so it can be undone. */
export type Applied = {
  appliedJobId: string;
  createdJob: boolean;
  previousLane: JobLane | null;
  previousInterviewAt: string | null;
};

type ConnectionRow = {
  id: string;
  user_id: string;
  host: string;
  port: number;
  secure: unknown;
  username: string;
  password_secret: string;
  folder: string;
  auto_apply: unknown;
  time_zone: string;
  uid_validity: string | null;
  last_uid: unknown;
  last_sync_at: unknown;
  last_error: string | null;
  created_at: unknown;
};

const toConnection = (row: ConnectionRow): StoredConnection => ({
  id: row.id,
  userId: row.user_id,
  host: row.host,
  port: Number(row.port),
  secure: read.bool(row.secure),
  username: row.username,
  sealedPassword: row.password_secret,
  folder: row.folder,
  autoApply: read.bool(row.auto_apply),
  timeZone: row.time_zone,
  uidValidity: row.uid_validity,
  lastUid: row.last_uid === null || row.last_uid === undefined ? null : Number(row.last_uid),
  lastSyncAt: read.optionalDate(row.last_sync_at),
  lastError: row.last_error,
  createdAt: read.date(row.created_at),
});

const MESSAGE_COLUMNS = [
  'id',
  'message_id',
  'received_at',
  'sender_domain',
  'subject',
  'kind',
  'company',
  'position',
  'interview_at',
  'job_id',
  'status',
  'applied_job_id',
  'created_job',
  'previous_lane',
  'previous_interview_at',
] as const;

type MessageRow = {
  id: string;
  message_id: string;
  received_at: unknown;
  sender_domain: string | null;
  subject: string;
  kind: string;
  company: string | null;
  position: string | null;
  interview_at: unknown;
  job_id: string | null;
  status: string;
  applied_job_id: string | null;
  created_job: unknown;
  previous_lane: JobLane | null;
  previous_interview_at: unknown;
};

const toMessage = (row: MessageRow): StoredMessage => ({
  id: row.id,
  messageId: row.message_id,
  receivedAt: read.date(row.received_at),
  senderDomain: row.sender_domain,
  subject: row.subject,
  kind: row.kind as InboxKind,
  company: row.company,
  position: row.position,
  interviewAt: read.optionalDate(row.interview_at),
  jobId: row.job_id,
  status: row.status as MessageStatus,
  appliedJobId: row.applied_job_id,
  createdJob: read.bool(row.created_job),
  previousLane: row.previous_lane,
  previousInterviewAt: read.optionalDate(row.previous_interview_at),
});

/** The mailbox connections and the messages read from them; every query scoped by the owner's id. */
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
    const row = await db
      .selectFrom('inbox_messages')
      .select(MESSAGE_COLUMNS)
      .where('user_id', '=', userId)
      .where('id', '=', id)
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
