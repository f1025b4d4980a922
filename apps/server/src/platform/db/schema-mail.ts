import type { JobLane } from '@hirelane/contract/constants';
import type { Bool, Timestamp } from './schema-columns.ts';

/** The mail tables as stored: outgoing mail, reminders, calendar feeds and the read mailbox. */

export type MailOutboxTable = {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
  next_attempt_at: Timestamp;
  claimed_until: Timestamp | null;
  sent_at: Timestamp | null;
  failed_at: Timestamp | null;
  last_error: string | null;
  /** Extra headers as a JSON object (List-Unsubscribe), or null. */
  headers: string | null;
  created_at: Timestamp;
};

/** One private interview feed per user (features/calendar). */
export type CalendarFeedsTable = {
  id: string;
  user_id: string;
  secret_seed: string;
  token_hash: string;
  created_at: Timestamp;
};

export type ReminderSettingsTable = {
  id: string;
  user_id: string;
  stale_enabled: Bool;
  stale_days: number;
  interview_enabled: Bool;
  time_zone: string;
  updated_at: Timestamp;
};

/** One row per user and local day whose digest an instance claimed (unique on both). */
export type ReminderDigestsTable = {
  id: string;
  user_id: string;
  day: string;
  item_count: number;
  created_at: Timestamp;
};

export type InboxConnectionsTable = {
  id: string;
  user_id: string;
  host: string;
  port: number;
  secure: Bool;
  username: string;
  /** The password sealed with AES-256-GCM (`platform/security/sealed-secret.ts`). */
  password_secret: string;
  folder: string;
  auto_apply: Bool;
  time_zone: string;
  uid_validity: string | null;
  last_uid: number | string | null;
  last_sync_at: Timestamp | null;
  last_error: string | null;
  lease_holder: string | null;
  lease_until: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type InboxMessagesTable = {
  id: string;
  user_id: string;
  message_id: string;
  received_at: Timestamp;
  sender_domain: string | null;
  subject: string;
  kind: string;
  company: string | null;
  position: string | null;
  interview_at: Timestamp | null;
  job_id: string | null;
  /** pending (a suggestion waiting), applied, dismissed, or noted (nothing to suggest). */
  status: string;
  applied_job_id: string | null;
  created_job: Bool | null;
  previous_lane: JobLane | null;
  previous_interview_at: Timestamp | null;
  decided_at: Timestamp | null;
  created_at: Timestamp;
};
