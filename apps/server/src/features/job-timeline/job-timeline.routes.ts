import { jobTimelineResponse } from '@hirelane/contract/job-timeline';
import { jobIdParams } from '@hirelane/contract/jobs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { takes } from '../../platform/http/route-schema.ts';
import type { JobTimelineService } from './job-timeline.service.ts';

export const jobTimelineRoutes = async (
  app: FastifyInstance,
  { timeline }: { timeline: JobTimelineService },
): Promise<void> => {
  app.addHook('onRequest', app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/jobs/:id/timeline', takes({ params: jobIdParams }, jobTimelineResponse, [401, 404]), (request) =>
    timeline.timeline(request.userId, request.params.id),
  );
};
