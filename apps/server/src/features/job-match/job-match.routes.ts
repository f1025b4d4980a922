import { jobMatch } from '@hirelane/contract/job-match';
import { jobIdParams } from '@hirelane/contract/jobs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLocale } from '../../platform/http/request-locale.ts';
import { takes } from '../../platform/http/route-schema.ts';
import type { JobMatchService } from './job-match.service.ts';

export const jobMatchRoutes = async (
  app: FastifyInstance,
  { jobMatches }: { jobMatches: JobMatchService },
): Promise<void> => {
  app.addHook('onRequest', app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/jobs/:id/match', takes({ params: jobIdParams }, jobMatch, [401, 404]), (request) =>
    jobMatches.match(request.userId, request.params.id, requestLocale(request)),
  );
};
