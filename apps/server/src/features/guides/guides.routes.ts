import { messageResponse } from '@hirelane/contract/common';
import { type Guide, guidesResponse } from '@hirelane/contract/guides';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers } from '../../platform/http/route-schema.ts';
import type { GuidesService } from './guides.service.ts';

/** The three "guide complete" calls, one for the login guide, and a read of all four. */
const COMPLETE_ROUTES: Record<string, Guide> = {
  '/jobs/guide/complete': 'job',
  '/cv/general/guide/complete': 'cv',
  '/cv/public-profile/guide/complete': 'publicProfile',
  '/auth/guide/complete': 'login',
};

export const guidesRoutes = async (app: FastifyInstance, { guides }: { guides: GuidesService }) => {
  app.addHook('onRequest', app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/guides', answers(guidesResponse, [401]), (request) => guides.get(request.userId));
  for (const [path, guide] of Object.entries(COMPLETE_ROUTES)) {
    r.put(path, answers(messageResponse, [401]), (request) => guides.complete(request.userId, guide));
  }
};
