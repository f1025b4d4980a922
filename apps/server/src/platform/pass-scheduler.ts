import type { FastifyBaseLogger } from 'fastify';

export type PassScheduler = { start: () => void; stop: () => Promise<void> };

/**
 * Runs `pass` every `everyMs` inside the server, one pass at a time: a tick while a pass runs
 * starts none. A failed pass is logged as "<what> pass failed". `stop` clears the timer and waits
 * for the pass under way. The timer keeps no process alive.
 */
export const createPassScheduler = (
  what: string,
  pass: () => Promise<void>,
  everyMs: number,
  log: FastifyBaseLogger,
): PassScheduler => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= pass()
      .catch((error: unknown) => log.error({ err: error }, `${what} pass failed`))
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
