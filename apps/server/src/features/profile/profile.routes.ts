import {
  basicProfileInput,
  basicProfileResponse,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_TYPES,
  profileInput,
  profileResponse,
} from '@hirelane/contract/profile';
import { readFilePart } from '../../platform/http/multipart.ts';
import { signedInRoutes } from '../../platform/http/route-plugins.ts';
import { answers, takes } from '../../platform/http/route-schema.ts';
import type { ProfileService } from './profile.service.ts';

const imageUpload = {
  maxFileBytes: PROFILE_IMAGE_MAX_BYTES,
  accepted: PROFILE_IMAGE_TYPES,
  acceptedLabel: 'a JPEG, PNG or WebP image',
};

export const profileRoutes = signedInRoutes((r, { profile }: { profile: ProfileService }) => {
  r.get('/jobs/application/profile/basic', answers(basicProfileResponse, [401, 404]), (request) =>
    profile.getBasic(request.userId),
  );
  r.put(
    '/jobs/application/profile/basic',
    takes({ body: basicProfileInput }, basicProfileResponse, [400, 401]),
    (request) => profile.putBasic(request.userId, request.body),
  );
  r.get('/jobs/application/profile', answers(profileResponse, [401, 404]), (request) =>
    profile.getFull(request.userId),
  );
  r.put('/jobs/application/profile', takes({ body: profileInput }, profileResponse, [400, 401]), (request) =>
    profile.putFull(request.userId, request.body),
  );
  r.put('/jobs/application/profile/image', answers(profileResponse, [400, 401, 413, 415]), async (request) =>
    profile.putImage(request.userId, await readFilePart(request, imageUpload)),
  );
  r.delete('/jobs/application/profile/image', answers(profileResponse, [401]), (request) =>
    profile.removeImage(request.userId),
  );
  r.get(
    '/jobs/application/profile/image',
    { schema: { description: 'The profile photo (JPEG), for the signed-in user.' } },
    async (request, reply) => {
      const image = await profile.getImage(request.userId);
      return reply
        .header('content-type', image.mimeType)
        .header('cache-control', 'private, no-cache')
        .send(image.data);
    },
  );
});
