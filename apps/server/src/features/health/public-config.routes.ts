import { publicConfigResponse } from '@hirelane/contract/public-config';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AnalyticsConfig } from '../../config.ts';

/** The installation's public settings: the analytics provider the consent dialog may load, and AI. */
export const publicConfigRoutes = async (
  app: FastifyInstance,
  { analytics, ai }: { analytics: AnalyticsConfig; ai: boolean },
) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/config', { schema: { response: { 200: publicConfigResponse } } }, async () => ({
      analytics,
      ai,
    }));
};
