import type { FastifyInstance } from 'fastify';
import { limitPer, MINUTE } from '../../platform/http/rate-limit.ts';
import type { PublicProfileService } from './public-profile.service.ts';

/**
 * What search engines read at the site's root: /robots.txt and /sitemap.xml (the public profiles
 * whose owners opted in). Not part of the API reference.
 */
export const registerSearchEngineRoutes = (
  app: FastifyInstance,
  { profiles }: { profiles: PublicProfileService },
) => {
  app.get('/robots.txt', { schema: { hide: true }, config: limitPer(60, MINUTE) }, async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(profiles.robots()),
  );
  app.get('/sitemap.xml', { schema: { hide: true }, config: limitPer(60, MINUTE) }, async (_request, reply) =>
    reply
      // An owner who opts out is gone from the next fetch.
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await profiles.sitemap()),
  );
};
