import { cvPdfQuery } from '@hirelane/contract/cv-design-schemas';
import { sendDownload } from '../../platform/http/download.ts';
import { signedInRoutes } from '../../platform/http/route-plugins.ts';
import type { CvOutputService } from './cv-output.service.ts';

/** The owner's CV as a PDF download. */
export const cvPdfRoutes = signedInRoutes((r, { pdfs }: { pdfs: CvOutputService }) => {
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
});
