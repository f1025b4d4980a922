import type { FastifyBaseLogger } from 'fastify';

export type ReminderScheduler = { start: () => void; stop: () => Promise<void> };

/**
 * Runs `pass` every `everySeconds` inside the server, one pass at a time. Every instance runs its
 * own: the digest claims in the database make each digest go out once.
 */
export const createReminderScheduler = (
  pass: () => Promise<void>,
  everySeconds: number,
  log: FastifyBaseLogger,
): ReminderScheduler => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= pass()
      .catch((error: unknown) => log.error({ err: error }, 'reminder pass failed'))
      .finally(() => {
        running = null;
      });
  };
  return {
    start: () => {
      timer ??= setInterval(tick, everySeconds * 1000);
      timer.unref();
    },
    stop: async () => {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
};
