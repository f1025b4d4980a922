import { jobFromLinkInput, jobFromLinkResponse } from '@hirelane/contract/job-links';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { limitPer, MINUTE } from '../../platform/http/rate-limit.ts';
import { takes } from '../../platform/http/route-schema.ts';
import type { JobLinksService } from './job-links.service.ts';

/** POST /jobs/from-link: a job ad's fields read from its page, for the create form. */
export const jobLinksRoutes = async (app: FastifyInstance, { jobLinks }: { jobLinks: JobLinksService }) => {
  app.addHook('onRequest', app.authenticate);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/jobs/from-link',
    {
      // Each call makes the server fetch a page: counted per user, not per address.
      config: limitPer(30, 10 * MINUTE, 'user'),
      ...takes({ body: jobFromLinkInput }, jobFromLinkResponse, [400, 401, 422, 429]),
    },
    (request) => jobLinks.readJob(request.body.url),
  );
};
