import type { JobLane } from '@hirelane/contract/constants';
import type { InboxKind } from '@hirelane/contract/inbox';
import type { InboxConnection, InboxSuggestion } from '@hirelane/contract/inbox-sync';
import { sha256 } from '../../platform/security/random.ts';
import type { FetchedMessage } from './imap-mailbox.ts';
import type { StoredConnection, StoredMessage } from './inbox-sync-rows.ts';

/** The lane each kind of mail moves its job to (an offer is the hired lane). */
export const LANE_OF: Record<Exclude<InboxKind, 'other'>, JobLane> = {
  applied: 'applied',
  interview: 'interviewed',
  rejected: 'rejected',
  offer: 'hired',
};

/** How far along the board a lane is: a mail never moves a job back (a receipt after an interview). */
export const STAGE: Record<JobLane, number> = {
  drafts: 0,
  saved: 0,
  applied: 1,
  interviewed: 2,
  hired: 3,
  rejected: 3,
};

export const presentConnection = (stored: StoredConnection): InboxConnection => ({
  host: stored.host,
  port: stored.port,
  secure: stored.secure,
  username: stored.username,
  folder: stored.folder,
  autoApply: stored.autoApply,
  timeZone: stored.timeZone,
  lastSyncAt: stored.lastSyncAt,
  lastError: stored.lastError,
  connectedAt: stored.createdAt,
});

export const presentSuggestion = (message: StoredMessage): InboxSuggestion => ({
  id: message.id,
  kind: message.kind,
  company: message.company,
  position: message.position,
  interviewAt: message.interviewAt,
  jobId: message.jobId,
  subject: message.subject,
  receivedAt: message.receivedAt,
});

/** A message without a Message-ID is known by its folder's UIDs, else by its bytes. */
export const messageKey = (message: FetchedMessage, uidValidity: string): string =>
  message.messageId ?? `<no-id.${uidValidity}.${message.uid}.${sha256(message.raw.toString('latin1'))}>`;
