import type { FastifyBaseLogger } from 'fastify';

export type InboxSyncScheduler = { start: () => void; stop: () => Promise<void> };

/**
 * Runs `pass` every `everyMs` inside the server, one pass at a time. Every instance runs its own:
 * the mailbox's lease in the database lets one instance at a time read it.
 */
export const createInboxSyncScheduler = (
  pass: () => Promise<void>,
  everyMs: number,
  log: FastifyBaseLogger,
): InboxSyncScheduler => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= pass()
      .catch((error: unknown) => log.error({ err: error }, 'inbox sync pass failed'))
      .finally(() => {
        running = null;
      });
  };
  return {
    start: () => {
      timer ??= setInterval(tick, everyMs);
      timer.unref();
    },
    stop: async () => {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
};
