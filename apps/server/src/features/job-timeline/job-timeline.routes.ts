import { jobTimelineResponse } from '@hirelane/contract/job-timeline';
import { jobIdParams } from '@hirelane/contract/jobs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/http/route-schema.ts';
import type { JobTimelineService } from './job-timeline.service.ts';

export const jobTimelineRoutes = async (
  app: FastifyInstance,
  { timeline }: { timeline: JobTimelineService },
): Promise<void> => {
  app.addHook('onRequest', app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/jobs/:id/timeline',
    {
      schema: {
        params: jobIdParams,
        response: { 200: jobTimelineResponse, ...errorResponses(401, 404) },
      },
    },
    (request) => timeline.timeline(request.userId, request.params.id),
  );
};
