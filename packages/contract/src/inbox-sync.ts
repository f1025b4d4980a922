import { z } from 'zod';
import { idParams } from './common.ts';
import { inboxKind } from './inbox.ts';
import { isTimeZone } from './reminders.ts';

/** How far back the first sync of a new mailbox reads, in days. */
export const INBOX_FIRST_SYNC_DAYS = 30;

/** The bounds of a mailbox connection's fields. */
export const INBOX_CONNECTION_LIMITS = { host: 253, username: 254, password: 1024, folder: 200 } as const;

/**
 * PUT /inbox/connection: an IMAP mailbox to read. `secure` is TLS from the first byte (port 993);
 * without it the server must offer STARTTLS, unless the host is this machine (loopback), which may
 * speak plain IMAP. `autoApply` applies each suggestion as it arrives instead of waiting for a click;
 * a local time a mail names without a zone is read in `timeZone`.
 */
export const inboxConnectionInput = z.object({
  host: z
    .string()
    .trim()
    .min(1, 'Enter the mail server, such as imap.gmail.com')
    .max(INBOX_CONNECTION_LIMITS.host)
    .regex(/^[A-Za-z0-9.:[\]-]+$/, 'Enter the mail server as a host name, such as imap.gmail.com'),
  port: z
    .number({ message: 'Enter the port, such as 993' })
    .int('Enter the port as a whole number')
    .min(1, 'Enter a port from 1 to 65535')
    .max(65535, 'Enter a port from 1 to 65535'),
  secure: z.boolean(),
  username: z.string().trim().min(1, 'Enter the user name').max(INBOX_CONNECTION_LIMITS.username),
  password: z.string().min(1, 'Enter the password').max(INBOX_CONNECTION_LIMITS.password),
  folder: z.string().trim().min(1).max(INBOX_CONNECTION_LIMITS.folder).default('INBOX'),
  autoApply: z.boolean().default(false),
  timeZone: z.string().max(64).refine(isTimeZone, 'Choose a time zone from the list').default('Europe/Oslo'),
});

/** A connected mailbox as the owner sees it: never its password. */
export const inboxConnection = z.object({
  host: z.string(),
  port: z.number().int(),
  secure: z.boolean(),
  username: z.string(),
  folder: z.string(),
  autoApply: z.boolean(),
  timeZone: z.string(),
  /** The end of the last sync that read the mailbox, or null before the first. */
  lastSyncAt: z.string().nullable(),
  /** What stopped the last scheduled sync (a sentence), or null when it went well. */
  lastError: z.string().nullable(),
  connectedAt: z.string(),
});
export type InboxConnection = z.infer<typeof inboxConnection>;

/** GET /inbox/connection: the mailbox, or null while none is connected. */
export const inboxConnectionResponse = z.object({ connection: inboxConnection.nullable() });
export type InboxConnectionResponse = z.infer<typeof inboxConnectionResponse>;

/** PATCH-like settings of a connected mailbox that need no new login. */
export const inboxSettingsInput = z.object({ autoApply: z.boolean() });

/**
 * One message's facts offered as a change of the board: move the job (`jobId`) to the kind's lane,
 * set the interview, or add the job in Applied when no job matched. `subject` and `receivedAt` say
 * which mail it came from; the mail's body is never kept.
 */
export const inboxSuggestion = z.object({
  id: z.string(),
  kind: inboxKind,
  company: z.string().nullable(),
  position: z.string().nullable(),
  interviewAt: z.string().nullable(),
  jobId: z.string().nullable(),
  subject: z.string(),
  receivedAt: z.string(),
});
export type InboxSuggestion = z.infer<typeof inboxSuggestion>;

/** GET /inbox/suggestions: the suggestions waiting for a decision, newest mail first. */
export const inboxSuggestionsResponse = z.object({ suggestions: z.array(inboxSuggestion) });

/** POST /inbox/sync: how many new messages were read and the suggestions they made. */
export const inboxSyncResponse = z.object({ read: z.number().int(), suggestions: z.array(inboxSuggestion) });
export type InboxSyncResponse = z.infer<typeof inboxSyncResponse>;

/** POST /inbox/suggestions/{id}/accept and …/undo: the job the suggestion changed (or made). */
export const inboxAppliedResponse = z.object({ jobId: z.string(), suggestion: inboxSuggestion });

export const inboxSuggestionParams = idParams;
