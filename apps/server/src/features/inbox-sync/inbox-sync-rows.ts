import type { JobLane } from '@hirelane/contract/constants';
import type { InboxKind } from '@hirelane/contract/inbox';
import { read } from '../../platform/db/dialect.ts';

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

export const toConnection = (row: ConnectionRow): StoredConnection => ({
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

export const MESSAGE_COLUMNS = [
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

export const toMessage = (row: MessageRow): StoredMessage => ({
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
