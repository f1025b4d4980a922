import {
  publicShareableCv,
  shareableCv,
  shareableCvInput,
  shareableListQuery,
  shareableParams,
} from '@hirelane/contract/sharing';
import { z } from 'zod';
import { createCompressedJsonSender } from '../../platform/http/compression.ts';
import { deleteRoute } from '../../platform/http/delete-route.ts';
import { sendDownload } from '../../platform/http/download.ts';
import { privateAnswer } from '../../platform/http/private-answer.ts';
import { limitPer, MINUTE } from '../../platform/http/rate-limit.ts';
import { publicRoutes, signedInRoutes } from '../../platform/http/route-plugins.ts';
import { creates, takes } from '../../platform/http/route-schema.ts';
import type { SharingService } from './sharing.service.ts';

/** How many shared CVs' JSON answers are kept compressed. */
const SHARED_CV_JSON_CACHE = 200;
/** The owner's calls: their share links. */
export const sharingRoutes = signedInRoutes((r, { sharing }: { sharing: SharingService }, app) => {
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
});

/** What anyone holding a link can see: the shared CV and its PDF. */
export const publicSharingRoutes = publicRoutes((r, { sharing }: { sharing: SharingService }) => {
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
});
