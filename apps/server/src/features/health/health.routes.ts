import { healthResponse, readinessResponse } from '@hirelane/contract/common';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { publicRoutes } from '../../platform/http/route-plugins.ts';

/** How long the readiness check waits for the database. */
const DATABASE_TIMEOUT_MS = 2000;

const databaseAnswers = async (db: Db): Promise<boolean> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([sql`select 1`.execute(db).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
};

/** Liveness (the process answers) and readiness (it can serve: the database answers). */
export const healthRoutes = publicRoutes((r, { db }: { db: Db }) => {
  r.get('/health', { schema: { response: { 200: healthResponse } } }, async () => ({
    status: 'ok' as const,
  }));
  r.get(
    '/health/ready',
    { schema: { response: { 200: readinessResponse, 503: readinessResponse } } },
    async (_request, reply) => {
      if (await databaseAnswers(db)) return { status: 'ok' as const, database: 'ok' as const };
      return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
    },
  );
});
