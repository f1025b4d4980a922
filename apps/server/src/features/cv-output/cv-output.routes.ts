import { cvPdfQuery } from '@hirelane/contract/cv-design-schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendDownload } from '../../platform/http/download.ts';
import type { CvOutputService } from './cv-output.service.ts';

/** The owner's CV as a PDF download. */
export const cvPdfRoutes = async (app: FastifyInstance, { pdfs }: { pdfs: CvOutputService }) => {
  app.addHook('onRequest', app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/cv/pdf',
    {
      schema: {
        querystring: cvPdfQuery,
        description:
          'Your CV as a PDF download: your saved design, or the design, paper, accent, font or language asked for.',
      },
    },
    async (request, reply) => sendDownload(reply, await pdfs.ownPdf(request.userId, request.query)),
  );
};
