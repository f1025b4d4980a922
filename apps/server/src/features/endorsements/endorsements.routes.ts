import { messageResponse } from '@hirelane/contract/common';
import {
  endorsement,
  endorsementParams,
  endorsementRequest,
  endorsementRequestInput,
  endorsementVisibilityInput,
  publicEndorsementInput,
  publicEndorsementRequest,
  updateEndorsementRequestInput,
} from '@hirelane/contract/endorsements';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { deleteRoute } from '../../platform/http/delete-route.ts';
import { limitPer, MINUTE, sharedLimit } from '../../platform/http/rate-limit.ts';
import { requestLocale } from '../../platform/http/request-locale.ts';
import { publicRoutes, signedInRoutes } from '../../platform/http/route-plugins.ts';
import { answers, creates, takes } from '../../platform/http/route-schema.ts';
import type { EndorsementsService } from './endorsements.service.ts';

type Deps = { endorsements: EndorsementsService };

/** The requester's calls (signed in). */
export const endorsementRoutes = signedInRoutes((r, { endorsements }: Deps, app) => {
  r.get('/cv/endorsement/requests', answers(z.array(endorsementRequest), [401]), (request) =>
    endorsements.listRequests(request.userId),
  );
  r.post(
    '/cv/endorsement/requests',
    {
      config: limitPer(20, 60 * MINUTE),
      ...creates({ body: endorsementRequestInput }, endorsementRequest, [400, 401, 429]),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await endorsements.createRequest(request.userId, request.body, requestLocale(request))),
  );
  r.put(
    '/cv/endorsement/requests/:id',
    takes(
      { params: endorsementParams, body: updateEndorsementRequestInput },
      endorsementRequest,
      [400, 401, 404, 409, 429],
    ),
    (request) => endorsements.updateRequest(request.userId, request.params.id, request.body),
  );
  deleteRoute(app, '/cv/endorsement/requests/:id', {
    params: endorsementParams,
    remove: endorsements.withdrawRequest,
    message: 'The request was withdrawn',
    errors: [409],
  });
  r.get('/cv/endorsement', answers(z.array(endorsement), [401]), (request) =>
    endorsements.listEndorsements(request.userId),
  );
  r.put(
    '/cv/endorsement/:id/visibility',
    takes({ params: endorsementParams, body: endorsementVisibilityInput }, endorsement, [400, 401, 404]),
    (request) => endorsements.setVisibility(request.userId, request.params.id, request.body.isVisible),
  );
});

/**
 * The endorser's calls' rate limits, made once: the API route and the endorser's page's form that
 * make the same call count together.
 */
export const endorserLimits = (app: FastifyInstance) => ({
  read: sharedLimit(app, 'endorser-read', 60, 15 * MINUTE),
  submit: sharedLimit(app, 'endorser-submit', 10, 15 * MINUTE),
  decline: sharedLimit(app, 'endorser-decline', 10, 15 * MINUTE),
});
export type EndorserLimits = ReturnType<typeof endorserLimits>;

type EndorserDeps = { endorsements: EndorsementsService; limits: EndorserLimits };

/** The endorser's calls: no sign-in, the request's secret id is the key; rate-limited per address. */
export const publicEndorsementRoutes = publicRoutes((r, { endorsements, limits }: EndorserDeps) => {
  r.get(
    '/cv/public/endorsement/requests/:id',
    {
      ...limits.read,
      ...takes({ params: endorsementParams }, publicEndorsementRequest, [404, 410, 429]),
    },
    (request) => endorsements.getPublicRequest(request.params.id),
  );
  r.post(
    '/cv/public/endorsement',
    {
      ...limits.submit,
      ...creates({ body: publicEndorsementInput }, messageResponse, [400, 404, 410, 429]),
    },
    async (request, reply) => {
      await endorsements.submit(request.body);
      return reply.status(201).send({ message: 'Thank you! Your endorsement was sent.' });
    },
  );
  r.put(
    '/cv/public/endorsement/requests/:id/decline',
    {
      ...limits.decline,
      ...takes({ params: endorsementParams }, messageResponse, [404, 410, 429]),
    },
    async (request) => {
      await endorsements.decline(request.params.id);
      return { message: 'You declined the request. Thank you for letting them know.' };
    },
  );
});
