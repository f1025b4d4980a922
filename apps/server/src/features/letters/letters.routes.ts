import {
  draftInput,
  letter,
  letterDraft,
  letterInput,
  letterPage,
  letterPageQuery,
  letterParams,
  letterTemplate,
  publicLetter,
  templateInput,
} from '@hirelane/contract/letters';
import { z } from 'zod';
import { deleteRoute } from '../../platform/http/delete-route.ts';
import { sendDownload } from '../../platform/http/download.ts';
import { privateAnswer } from '../../platform/http/private-answer.ts';
import { limitPer, MINUTE } from '../../platform/http/rate-limit.ts';
import { publicRoutes, signedInRoutes } from '../../platform/http/route-plugins.ts';
import { answers, creates, takes } from '../../platform/http/route-schema.ts';
import type { LettersService } from './letters.service.ts';

/** The writer's calls: letters, templates, drafts, PDFs. */
export const lettersRoutes = signedInRoutes((r, { letters }: { letters: LettersService }, app) => {
  r.get('/jobs/application', takes({ querystring: letterPageQuery }, letterPage, [400, 401]), (request) =>
    letters.list(request.userId, request.query),
  );
  r.post('/jobs/application', creates({ body: letterInput }, letter, [400, 401]), async (request, reply) => {
    const created = await letters.create(request.userId, request.body);
    return reply.status(201).header('etag', created.etag).send(created.letter);
  });
  r.get('/jobs/application/templates', answers(z.array(letterTemplate), [401]), (request) =>
    letters.templates(request.userId),
  );
  r.post(
    '/jobs/application/templates',
    creates({ body: templateInput }, letterTemplate, [400, 401, 409]),
    async (request, reply) =>
      reply.status(201).send(await letters.saveTemplate(request.userId, request.body)),
  );
  deleteRoute(app, '/jobs/application/templates/:id', {
    params: letterParams,
    remove: letters.deleteTemplate,
    message: 'The template was deleted',
  });
  r.post(
    '/jobs/application/draft',
    {
      config: limitPer(60, MINUTE),
      ...takes(
        {
          description:
            'A first draft from a template filled with the profile, CV and job; with useAi, tailored by the configured model.',
          body: draftInput,
        },
        letterDraft,
        [400, 401, 404, 409, 429, 502, 504],
      ),
    },
    (request) => letters.draft(request.userId, request.body),
  );
  r.get(
    '/jobs/application/:id',
    takes(
      {
        description: 'The letter; its ETag names the saved version, for If-Match on the next save.',
        params: letterParams,
      },
      letter,
      [401, 404],
    ),
    async (request, reply) => {
      const found = await letters.get(request.userId, request.params.id);
      return reply.header('etag', found.etag).send(found.letter);
    },
  );
  r.put(
    '/jobs/application/:id',
    takes(
      {
        description:
          'Saves the whole letter. With If-Match (the ETag of GET or of the last save) only over that version: a letter saved elsewhere since answers 412 PRECONDITION_FAILED. The answer carries the new ETag.',
        params: letterParams,
        body: letterInput,
      },
      letter,
      [400, 401, 404, 412],
    ),
    async (request, reply) => {
      const saved = await letters.update(
        request.userId,
        request.params.id,
        request.body,
        request.headers['if-match'],
      );
      return reply.header('etag', saved.etag).send(saved.letter);
    },
  );
  deleteRoute(app, '/jobs/application/:id', {
    params: letterParams,
    remove: letters.remove,
    message: 'The letter was deleted',
  });
  r.get(
    '/jobs/application/:id/pdf',
    { schema: { params: letterParams, description: 'The letter as a PDF download.' } },
    async (request, reply) => sendDownload(reply, await letters.pdf(request.userId, request.params.id)),
  );
});

/** What anyone holding a public letter's link can read. */
export const publicLettersRoutes = publicRoutes((r, { letters }: { letters: LettersService }) => {
  r.get(
    '/jobs/public/application/:id',
    {
      config: limitPer(120, 15 * MINUTE),
      ...takes({ params: letterParams }, publicLetter, [404, 429]),
    },
    async (request, reply) => {
      privateAnswer(reply);
      return letters.openPublic(request.params.id);
    },
  );
  r.get(
    '/jobs/public/application/:id/pdf',
    {
      config: limitPer(30, 15 * MINUTE),
      schema: {
        params: letterParams,
        description: 'The public letter as a PDF: the letter and the sender’s name, as its page shows.',
      },
    },
    async (request, reply) => {
      privateAnswer(reply);
      return sendDownload(reply, await letters.publicPdf(request.params.id));
    },
  );
});
