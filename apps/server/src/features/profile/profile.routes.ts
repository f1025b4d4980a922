import { basicProfileResponse } from '@hirelane/contract/profile';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/http/route-schema.ts';
import type { ProfileService } from './profile.service.ts';

export const profileRoutes = async (
  app: FastifyInstance,
  { profile }: { profile: ProfileService },
): Promise<void> => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/jobs/application/profile/basic',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['profile'],
        security: [{ bearer: [] }],
        response: { 200: basicProfileResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => profile.getBasic(request.userId),
  );
};
