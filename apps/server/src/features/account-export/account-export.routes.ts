import type { FastifyInstance } from 'fastify';
import { HOUR, limitPer } from '../../platform/http/rate-limit.ts';
import { requestLocale } from '../../platform/http/request-locale.ts';
import { errorResponses } from '../../platform/http/route-schema.ts';
import type { AccountExportService } from './account-export.service.ts';

export const accountExportRoutes = async (
  app: FastifyInstance,
  { exports }: { exports: AccountExportService },
) => {
  app.get(
    '/auth/export',
    {
      onRequest: app.authenticate,
      config: limitPer(10, HOUR),
      schema: { response: errorResponses(401, 429) },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="hirelane-data-${day}.zip"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(await exports.archive(request.userId, requestLocale(request)));
    },
  );
};
