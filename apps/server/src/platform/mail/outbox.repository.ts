import type { Db } from '../db/database.ts';
import type { MailMessage } from './mailer.ts';

export type QueuedMail = MailMessage & { id: string; attempts: number };

/** All SQL of the mail outbox. Timestamps are ISO strings (both dialects compare them as times). */
export const createOutboxRepository = (db: Db) => ({
  insert: async (id: string, message: MailMessage, now: Date): Promise<void> => {
    await db
      .insertInto('mail_outbox')
      .values({
        id,
        recipient: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html,
        attempts: 0,
        next_attempt_at: now.toISOString(),
        claimed_until: null,
        sent_at: null,
        failed_at: null,
        last_error: null,
        headers: message.headers ? JSON.stringify(message.headers) : null,
        created_at: now.toISOString(),
      })
      .execute();
  },

  /** Ids of mails due now that no instance is delivering, oldest first. */
  dueIds: async (now: Date, limit: number): Promise<string[]> =>
    (
      await db
        .selectFrom('mail_outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        .where('next_attempt_at', '<=', now.toISOString())
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now.toISOString())]))
        .orderBy('created_at')
        .limit(limit)
        .execute()
    ).map((row) => row.id),

  /**
   * Takes a mail for delivery until `until`; undefined when another instance took it first (one
   * conditional UPDATE: atomic on SQLite and PostgreSQL alike, so each mail goes out once).
   */
  claim: async (id: string, now: Date, until: Date): Promise<QueuedMail | undefined> => {
    const row = await db
      .updateTable('mail_outbox')
      .set({ claimed_until: until.toISOString() })
      .where('id', '=', id)
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now.toISOString())]))
      .returning(['id', 'recipient', 'subject', 'text_body', 'html_body', 'headers', 'attempts'])
      .executeTakeFirst();
    return (
      row && {
        id: row.id,
        to: row.recipient,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        ...(row.headers ? { headers: JSON.parse(row.headers) as Record<string, string> } : {}),
        attempts: row.attempts,
      }
    );
  },

  markSent: async (id: string, now: Date): Promise<void> => {
    await db
      .updateTable('mail_outbox')
      .set({ sent_at: now.toISOString(), claimed_until: null })
      .where('id', '=', id)
      .execute();
  },

  /** A failed attempt: tried again at `retryAt`, or never (`retryAt` null) after the last one. */
  markFailed: async (id: string, attempts: number, error: string, now: Date, retryAt: Date | null) => {
    await db
      .updateTable('mail_outbox')
      .set({
        attempts,
        last_error: error.slice(0, 1000),
        claimed_until: null,
        ...(retryAt ? { next_attempt_at: retryAt.toISOString() } : { failed_at: now.toISOString() }),
      })
      .where('id', '=', id)
      .execute();
  },

  /** Sent mails hold addresses and words: they are kept only for a while. */
  removeSentBefore: async (before: Date): Promise<void> => {
    await db.deleteFrom('mail_outbox').where('sent_at', '<', before.toISOString()).execute();
  },

  /** Mails not yet sent and not given up (for logs and health). */
  pendingCount: async (): Promise<number> => {
    const row = await db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },
});

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
