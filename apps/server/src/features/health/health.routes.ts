import { healthResponse } from '@hirelane/contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';

export const healthRoutes = async (app: FastifyInstance, { db }: { db: Db }): Promise<void> => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/health', { schema: { tags: ['health'], response: { 200: healthResponse } } }, async () => {
      await sql`select 1`.execute(db);
      return { status: 'ok' as const, database: 'ok' as const };
    });
};
