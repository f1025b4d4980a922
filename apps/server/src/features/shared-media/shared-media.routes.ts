import { handleParams, shareableParams } from '@hirelane/contract/sharing';
import { signedFileQuery } from '@hirelane/contract/videos';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { privateAnswer } from '../../platform/http/private-answer.ts';
import { sendRanged } from '../../platform/http/ranged-file.ts';
import { limitPer, MINUTE } from '../../platform/http/rate-limit.ts';
import { publicRoutes } from '../../platform/http/route-plugins.ts';
import type { Holder, SharedMediaService } from './shared-media.service.ts';

/** A photo or a video's poster for an <img>: shown inline, never sniffed, never cached or indexed beyond its page. */
const sendImage = (reply: FastifyReply, image: { data: Buffer; mimeType: string }) =>
  privateAnswer(reply)
    .header('content-type', image.mimeType)
    .header('x-content-type-options', 'nosniff')
    .send(image.data);

const videoParams = z.object({ videoId: z.string().min(1).max(100) });
/** A video plays in many range requests (each seek is one). */
const VIDEO_RATE = limitPer(600, 15 * MINUTE);
const IMAGE_RATE = limitPer(120, 15 * MINUTE);

/** A share link and a public profile show the same media under their own path, keyed by their own parameter. */
const HOLDERS = [
  {
    holder: 'link',
    path: '/cv/public/shareable/link/:id',
    params: shareableParams,
    keyOf: (params: Record<string, string>) => params.id ?? '',
  },
  {
    holder: 'profile',
    path: '/cv/public/profile/:handle',
    params: handleParams,
    keyOf: (params: Record<string, string>) => params.handle ?? '',
  },
] as const satisfies readonly { holder: Holder; path: string; params: z.ZodObject; keyOf: unknown }[];

/** The photo, video and video poster of a shared CV, for anyone holding its link or handle. */
export const sharedMediaRoutes = publicRoutes((r, { media }: { media: SharedMediaService }) => {
  for (const { holder, path, params, keyOf } of HOLDERS) {
    r.get(
      `${path}/photo`,
      {
        config: IMAGE_RATE,
        schema: { params, description: `The photo, when the ${holder} shows it (JPEG).` },
      },
      async (request, reply) =>
        sendImage(reply, await media.photo(holder, keyOf(request.params as Record<string, string>))),
    );
  }
  for (const { holder, path, params, keyOf } of HOLDERS) {
    const withVideo = params.extend(videoParams.shape);
    r.get(
      `${path}/video/:videoId`,
      {
        config: VIDEO_RATE,
        schema: {
          params: withVideo,
          querystring: signedFileQuery,
          description: `The ${holder}'s video by its signed URL; answers HTTP range requests.`,
        },
      },
      async (request, reply) => {
        const { videoId } = request.params;
        const key = keyOf(request.params as Record<string, string>);
        const found = await media.video(holder, key, videoId, request.query, request.headers.range);
        return sendRanged(privateAnswer(reply), found, found.mimeType);
      },
    );
    r.get(
      `${path}/video/:videoId/poster`,
      {
        config: IMAGE_RATE,
        schema: {
          params: withVideo,
          querystring: signedFileQuery,
          description: `The poster of the ${holder}'s video by its signed URL.`,
        },
      },
      async (request, reply) => {
        const key = keyOf(request.params as Record<string, string>);
        return sendImage(reply, await media.poster(holder, key, request.params.videoId, request.query));
      },
    );
  }
});
