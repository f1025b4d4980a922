import {
  handleParams,
  publicProfile,
  publicProfileInput,
  publicProfileSettings,
  tagsInput,
  tagsResponse,
  verifyHandleQuery,
  verifyHandleResponse,
} from '@hirelane/contract/sharing';
import { privateAnswer } from '../../platform/http/private-answer.ts';
import { limitPer, MINUTE } from '../../platform/http/rate-limit.ts';
import { publicRoutes, signedInRoutes } from '../../platform/http/route-plugins.ts';
import { answers, takes } from '../../platform/http/route-schema.ts';
import type { PublicProfileService } from './public-profile.service.ts';

type Deps = { profiles: PublicProfileService };

/** The owner's calls: the public profile's settings, its handle and its tags. */
export const publicProfileSettingsRoutes = signedInRoutes((r, { profiles }: Deps) => {
  r.get('/cv/public-profile', answers(publicProfileSettings, [401]), (request) =>
    profiles.getProfile(request.userId),
  );
  r.put(
    '/cv/public-profile',
    takes({ body: publicProfileInput }, publicProfileSettings, [400, 401, 409]),
    (request) => profiles.saveProfile(request.userId, request.body),
  );
  r.get(
    '/cv/public-profile/verify/',
    {
      config: limitPer(120, MINUTE),
      ...takes({ querystring: verifyHandleQuery }, verifyHandleResponse, [400, 401, 429]),
    },
    (request) => profiles.verifyHandle(request.userId, request.query.handler),
  );
  r.get('/cv/public-profile/tags', answers(tagsResponse, [401]), (request) =>
    profiles.getTags(request.userId),
  );
  r.put('/cv/public-profile/tags', takes({ body: tagsInput }, tagsResponse, [400, 401]), (request) =>
    profiles.saveTags(request.userId, request.body.tags),
  );
});

/** What anyone holding a handle can see. */
export const publicProfileRoutes = publicRoutes((r, { profiles }: Deps) => {
  r.get(
    '/cv/public/profile/:handle',
    {
      config: limitPer(120, 15 * MINUTE),
      ...takes({ params: handleParams }, publicProfile, [404, 429]),
    },
    async (request, reply) => {
      privateAnswer(reply);
      return profiles.openPublicProfile(request.params.handle);
    },
  );
});
