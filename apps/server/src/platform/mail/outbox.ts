import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import { newId } from '../security/random.ts';
import type { Mailer } from './mailer.ts';
import type { OutboxRepository } from './outbox.repository.ts';

const BATCH = 20;
/** How long one instance may take to deliver a claimed mail before another may try. */
const CLAIM_MS = 60_000;
const POLL_MS = 2_000;
const MAX_ATTEMPTS = 8;
const KEEP_SENT_MS = 7 * 24 * 60 * 60 * 1000;
/** 5 s, 10 s, 20 s … at most an hour between attempts. */
export const retryDelayMs = (attempts: number): number => Math.min(5_000 * 2 ** (attempts - 1), 60 * 60_000);

export type MailOutbox = Mailer & {
  /** Delivers what is due now (also what the poll does); resolves when that pass is done. */
  deliverDue: () => Promise<void>;
  /** Starts polling for due mails (retries, mails queued by other instances). */
  start: () => void;
  /** Stops polling and waits for the delivery under way. */
  stop: () => Promise<void>;
};

/**
 * Mail that cannot decide whether an action succeeded: `send` only writes the mail to the outbox
 * table (the action answers once that is stored); delivery happens next, through `transport`,
 * with retries and backoff. Several instances may deliver from one database: each mail is
 * claimed with one conditional update, so it goes out once.
 */
export const createMailOutbox = ({
  repo,
  transport,
  clock,
  log,
  afterCommit = (fn) => fn(),
}: {
  repo: OutboxRepository;
  transport: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Runs after the current transaction commits: delivery starts once the mail can be seen. */
  afterCommit?: (fn: () => void) => void;
}): MailOutbox => {
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  const deliver = async (id: string): Promise<void> => {
    const now = clock.now();
    const mail = await repo.claim(id, now, new Date(now.getTime() + CLAIM_MS));
    if (!mail) return;
    try {
      await transport.send(mail);
      await repo.markSent(mail.id, clock.now());
    } catch (error) {
      const attempts = mail.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      const retryAt =
        attempts < MAX_ATTEMPTS ? new Date(clock.now().getTime() + retryDelayMs(attempts)) : null;
      await repo.markFailed(mail.id, attempts, message, clock.now(), retryAt);
      if (retryAt) log.warn({ mailId: mail.id, attempts, err: error }, 'mail not delivered; will retry');
      else log.error({ mailId: mail.id, attempts, err: error }, 'mail not delivered; gave up');
    }
  };

  const pass = async (): Promise<void> => {
    do {
      again = false;
      const ids = await repo.dueIds(clock.now(), BATCH);
      for (const id of ids) await deliver(id);
      if (ids.length === BATCH) again = true;
    } while (again);
    await repo.removeSentBefore(new Date(clock.now().getTime() - KEEP_SENT_MS));
  };

  const deliverDue = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((error: unknown) => log.error({ err: error }, 'mail outbox pass failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };

  return {
    send: async (message) => {
      await repo.insert(newId(), message, clock.now());
      afterCommit(() => void deliverDue());
    },
    deliverDue,
    start: () => {
      timer ??= setInterval(() => void deliverDue(), POLL_MS);
      timer.unref();
    },
    stop: async () => {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
};
