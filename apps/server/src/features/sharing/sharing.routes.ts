import { idParams } from '@hirelane/contract/common';
import { cvPdfQuery } from '@hirelane/contract/cv-design-schemas';
import {
  handleParams,
  publicProfile,
  publicProfileInput,
  publicProfileSettings,
  publicShareableCv,
  shareableCv,
  shareableCvInput,
  shareableListQuery,
  shareableParams,
  tagsInput,
  tagsResponse,
  verifyHandleQuery,
  verifyHandleResponse,
} from '@hirelane/contract/sharing';
import { signedFileQuery } from '@hirelane/contract/videos';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createCompressedJsonSender } from '../../platform/http/compression.ts';
import { deleteRoute } from '../../platform/http/delete-route.ts';
import { sendDownload } from '../../platform/http/download.ts';
import { privateAnswer } from '../../platform/http/private-answer.ts';
import { sendRanged } from '../../platform/http/ranged-file.ts';
import { limitPer, MINUTE } from '../../platform/http/rate-limit.ts';
import { answers, creates, takes } from '../../platform/http/route-schema.ts';
import type { SharingService } from './sharing.service.ts';

/** A photo for an <img>: shown inline, never sniffed, never cached or indexed beyond its page. */
const sendPhoto = (reply: FastifyReply, photo: { data: Buffer; mimeType: string }) =>
  privateAnswer(reply)
    .header('content-type', photo.mimeType)
    .header('x-content-type-options', 'nosniff')
    .send(photo.data);

/** A shared video's poster for an <img>, under the same rules as its page's photo. */
const sendPoster = sendPhoto;

const videoParams = z.object({ videoId: z.string().min(1).max(100) });
const linkVideoParams = shareableParams.extend(videoParams.shape);
const profileVideoParams = handleParams.extend(videoParams.shape);
/** How many shared CVs' JSON answers are kept compressed. */
const SHARED_CV_JSON_CACHE = 200;
/** A video plays in many range requests (each seek is one). */
const VIDEO_RATE = limitPer(600, 15 * MINUTE);

/** The owner's calls: links, public profile settings, own PDF. */
export const sharingRoutes = async (app: FastifyInstance, { sharing }: { sharing: SharingService }) => {
  app.addHook('onRequest', app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/cv/shareable',
    takes({ querystring: shareableListQuery }, z.array(shareableCv), [400, 401]),
    (request) => sharing.listLinks(request.userId, request.query.jobId),
  );
  r.post(
    '/cv/shareable',
    creates({ body: shareableCvInput }, shareableCv, [400, 401]),
    async (request, reply) => reply.status(201).send(await sharing.createLink(request.userId, request.body)),
  );
  r.get('/cv/shareable/:id', takes({ params: shareableParams }, shareableCv, [401, 404]), (request) =>
    sharing.getLink(request.userId, request.params.id),
  );
  r.put(
    '/cv/shareable/:id',
    takes({ params: shareableParams, body: shareableCvInput }, shareableCv, [400, 401, 404]),
    (request) => sharing.updateLink(request.userId, request.params.id, request.body),
  );
  deleteRoute(app, '/cv/shareable/:id', {
    params: shareableParams,
    remove: sharing.deleteLink,
    message: 'The link was deleted',
  });
  r.get(
    '/cv/pdf',
    {
      schema: {
        querystring: cvPdfQuery,
        description:
          'Your CV as a PDF download: your saved design, or the design, paper, accent, font or language asked for.',
      },
    },
    async (request, reply) => sendDownload(reply, await sharing.ownPdf(request.userId, request.query)),
  );
  r.get(
    '/jobs/:id/tailored-cv/pdf',
    {
      schema: {
        params: idParams,
        querystring: cvPdfQuery,
        description:
          "A job's tailored CV as a PDF: the version's design, or the design, paper, accent, font or language asked for.",
      },
    },
    async (request, reply) =>
      sendDownload(reply, await sharing.tailoredPdf(request.userId, request.params.id, request.query)),
  );

  r.get('/cv/public-profile', answers(publicProfileSettings, [401]), (request) =>
    sharing.getProfile(request.userId),
  );
  r.put(
    '/cv/public-profile',
    takes({ body: publicProfileInput }, publicProfileSettings, [400, 401, 409]),
    (request) => sharing.saveProfile(request.userId, request.body),
  );
  r.get(
    '/cv/public-profile/verify/',
    {
      config: limitPer(120, MINUTE),
      ...takes({ querystring: verifyHandleQuery }, verifyHandleResponse, [400, 401, 429]),
    },
    (request) => sharing.verifyHandle(request.userId, request.query.handler),
  );
  r.get('/cv/public-profile/tags', answers(tagsResponse, [401]), (request) =>
    sharing.getTags(request.userId),
  );
  r.put('/cv/public-profile/tags', takes({ body: tagsInput }, tagsResponse, [400, 401]), (request) =>
    sharing.saveTags(request.userId, request.body.tags),
  );
};

/** What anyone holding a link or a handle can see. */
export const publicSharingRoutes = async (app: FastifyInstance, { sharing }: { sharing: SharingService }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The service hands over JSON text it checked against the contract once per read of the link,
  // and each version of it is compressed once.
  const sendLink = createCompressedJsonSender(SHARED_CV_JSON_CACHE);
  r.get(
    '/cv/public/shareable/link/:id',
    {
      config: limitPer(120, 15 * MINUTE),
      ...takes({ params: shareableParams }, publicShareableCv, [404, 410, 429]),
    },
    async (request, reply) =>
      sendLink(
        request,
        privateAnswer(reply),
        request.params.id,
        // A HEAD reads no CV: no view for the owner.
        await sharing.openPublicLinkJson(request.params.id, { countView: request.method === 'GET' }),
      ),
  );
  r.get(
    '/cv/public/shareable/link/:id/pdf',
    {
      config: limitPer(30, 15 * MINUTE),
      schema: { params: shareableParams, description: 'The shared CV as a PDF.' },
    },
    async (request, reply) => {
      privateAnswer(reply);
      return sendDownload(reply, await sharing.publicLinkPdf(request.params.id));
    },
  );
  r.get(
    '/cv/public/shareable/link/:id/photo',
    {
      config: limitPer(120, 15 * MINUTE),
      schema: { params: shareableParams, description: 'The photo, when the link shows it (JPEG).' },
    },
    async (request, reply) => sendPhoto(reply, await sharing.publicLinkPhoto(request.params.id)),
  );
  r.get(
    '/cv/public/profile/:handle/photo',
    {
      config: limitPer(120, 15 * MINUTE),
      schema: { params: handleParams, description: 'The photo, when the profile shows it (JPEG).' },
    },
    async (request, reply) => sendPhoto(reply, await sharing.publicProfilePhoto(request.params.handle)),
  );
  r.get(
    '/cv/public/shareable/link/:id/video/:videoId',
    {
      config: VIDEO_RATE,
      schema: {
        params: linkVideoParams,
        querystring: signedFileQuery,
        description: "The link's video by its signed URL; answers HTTP range requests.",
      },
    },
    async (request, reply) => {
      const { id, videoId } = request.params;
      const found = await sharing.publicLinkVideo(id, videoId, request.query, request.headers.range);
      return sendRanged(privateAnswer(reply), found, found.mimeType);
    },
  );
  r.get(
    '/cv/public/shareable/link/:id/video/:videoId/poster',
    {
      config: limitPer(120, 15 * MINUTE),
      schema: {
        params: linkVideoParams,
        querystring: signedFileQuery,
        description: "The poster of the link's video by its signed URL.",
      },
    },
    async (request, reply) =>
      sendPoster(
        reply,
        await sharing.publicLinkVideoPoster(request.params.id, request.params.videoId, request.query),
      ),
  );
  r.get(
    '/cv/public/profile/:handle/video/:videoId',
    {
      config: VIDEO_RATE,
      schema: {
        params: profileVideoParams,
        querystring: signedFileQuery,
        description: "The profile's video by its signed URL; answers HTTP range requests.",
      },
    },
    async (request, reply) => {
      const { handle, videoId } = request.params;
      const found = await sharing.publicProfileVideo(handle, videoId, request.query, request.headers.range);
      return sendRanged(privateAnswer(reply), found, found.mimeType);
    },
  );
  r.get(
    '/cv/public/profile/:handle/video/:videoId/poster',
    {
      config: limitPer(120, 15 * MINUTE),
      schema: {
        params: profileVideoParams,
        querystring: signedFileQuery,
        description: "The poster of the profile's video by its signed URL.",
      },
    },
    async (request, reply) =>
      sendPoster(
        reply,
        await sharing.publicProfileVideoPoster(request.params.handle, request.params.videoId, request.query),
      ),
  );
  r.get(
    '/cv/public/profile/:handle',
    {
      config: limitPer(120, 15 * MINUTE),
      ...takes({ params: handleParams }, publicProfile, [404, 429]),
    },
    async (request, reply) => {
      privateAnswer(reply);
      return sharing.openPublicProfile(request.params.handle);
    },
  );
};
