import { z } from 'zod';

/**
 * What a message from an employer is: the receipt of an application, an invitation to an
 * interview (with a time), a rejection, an offer, or anything else (job alerts, newsletters,
 * "your profile was viewed", a recruiter's cold message, an applicant system's password reset,
 * a reminder to finish an application, an online test, a career fair, receipts).
 */
export const INBOX_KINDS = ['applied', 'interview', 'rejected', 'offer', 'other'] as const;
export const inboxKind = z.enum(INBOX_KINDS);
export type InboxKind = z.infer<typeof inboxKind>;

/** The largest message the reader takes, in bytes (the whole RFC 5322 message). */
export const INBOX_MESSAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The facts one message holds: its kind, the employer (not the applicant-tracking system or the
 * staffing agency that sent it), the position as the mail names it, the interview's instant
 * (ISO 8601) and the job on the person's board the message is about. Null where the message
 * does not say. `engine` is the reader that found them: the offline rules or the AI model.
 */
export const inboxFacts = z.object({
  kind: inboxKind,
  company: z.string().nullable(),
  position: z.string().nullable(),
  interviewAt: z.string().datetime({ offset: true }).nullable(),
  jobId: z.string().nullable(),
  engine: z.enum(['rules', 'ai']),
});
export type InboxFacts = z.infer<typeof inboxFacts>;

/**
 * One message to read: the whole RFC 5322 message as text. JSON escapes can make the body longer
 * than the message, so the length here is the message's own limit twice; the bytes are counted
 * against `INBOX_MESSAGE_MAX_BYTES` after reading.
 */
export const inboxReadInput = z.object({
  raw: z
    .string()
    .min(1, 'Paste the whole message, headers included')
    .max(INBOX_MESSAGE_MAX_BYTES * 2, 'The message is larger than 5 MB'),
});

/**
 * The answer to reading one message: its facts, and `notice` when the AI model was asked but the
 * built-in rules answered instead (why, in a sentence), else null.
 */
export const inboxReadResponse = inboxFacts.extend({ notice: z.string().nullable() });
export type InboxReadResponse = z.infer<typeof inboxReadResponse>;
