import { SIGNED_IN_ROLE } from '@hirelane/contract/constants';
import { renameVideoInput, signedFileQuery, video, videoList, videoParams } from '@hirelane/contract/videos';
import { requireRole } from '../../platform/http/authenticate.ts';
import { deleteRoute } from '../../platform/http/delete-route.ts';
import { sendRanged } from '../../platform/http/ranged-file.ts';
import { publicRoutes, signedInRoutes } from '../../platform/http/route-plugins.ts';
import { answers, creates, takes } from '../../platform/http/route-schema.ts';
import { receiveVideo } from './video-upload.ts';
import type { VideosService } from './videos.service.ts';

type Deps = { videos: VideosService; maxBytes: number };

/** The user's videos: Premium only, like the /my-videos screen. */
export const videoRoutes = signedInRoutes((r, { videos, maxBytes }: Deps, app) => {
  app.addHook('onRequest', requireRole([SIGNED_IN_ROLE]));

  r.post(
    '/video/upload/vimeo/direct',
    creates({}, video, [400, 401, 403, 413, 415, 422]),
    async (request, reply) => reply.status(201).send(await receiveVideo(request, videos, maxBytes)),
  );

  r.get('/video/manage', answers(videoList, [401, 403]), (request) => videos.list(request.userId));

  r.put(
    '/video/manage/:id/name',
    takes({ params: videoParams, body: renameVideoInput }, video, [400, 401, 403, 404]),
    (request) => videos.rename(request.userId, request.params.id, request.body.name),
  );

  deleteRoute(app, '/video/manage/:id', {
    params: videoParams,
    remove: videos.remove,
    message: 'Video deleted',
    errors: [403],
  });
});

/** Playback and posters by signed URL: `<video src>` and `<img src>` send no bearer token. */
export const videoFileRoutes = publicRoutes((r, { videos }: Deps) => {
  r.get(
    '/video/play/:id',
    {
      schema: {
        params: videoParams,
        querystring: signedFileQuery,
        description: "The video's bytes; answers HTTP range requests (206, or 416 past the end).",
      },
    },
    async (request, reply) => {
      const found = await videos.openPlayback(request.params.id, request.query, request.headers.range);
      reply.header('cache-control', 'private, max-age=3600');
      return sendRanged(reply, found, found.mimeType);
    },
  );

  r.get(
    '/video/poster/:id',
    {
      schema: {
        params: videoParams,
        querystring: signedFileQuery,
        description: 'The poster image captured when the video was uploaded.',
      },
    },
    async (request, reply) => {
      const poster = await videos.openPoster(request.params.id, request.query);
      return reply
        .header('content-type', poster.mimeType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .send(poster.data);
    },
  );
});
