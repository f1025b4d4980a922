import { idParams } from '@hirelane/contract/common';
import { cvPdfQuery } from '@hirelane/contract/cv-design-schemas';
import { jobIdParams } from '@hirelane/contract/jobs';
import { tailoredCv, tailoredCvInput } from '@hirelane/contract/tailored-cv';
import { deleteRoute } from '../../platform/http/delete-route.ts';
import { sendDownload } from '../../platform/http/download.ts';
import { limitPer, MINUTE } from '../../platform/http/rate-limit.ts';
import { requestLocale } from '../../platform/http/request-locale.ts';
import { signedInRoutes } from '../../platform/http/route-plugins.ts';
import { takes } from '../../platform/http/route-schema.ts';
import type { TailoredCvService } from './tailored-cv.service.ts';

/** A job's tailored version of the CV: read, saved or dropped. */
export const tailoredCvRoutes = signedInRoutes((r, { tailored }: { tailored: TailoredCvService }, app) => {
  r.get('/jobs/:id/tailored-cv', takes({ params: jobIdParams }, tailoredCv, [401, 404]), (request) =>
    tailored.get(request.userId, request.params.id, requestLocale(request)),
  );
  r.put(
    '/jobs/:id/tailored-cv',
    takes({ params: jobIdParams, body: tailoredCvInput }, tailoredCv, [400, 401, 404]),
    (request) => tailored.save(request.userId, request.params.id, request.body, requestLocale(request)),
  );
  deleteRoute(app, '/jobs/:id/tailored-cv', {
    params: jobIdParams,
    remove: tailored.remove,
    message: 'The tailored CV was removed',
  });
});

/** A job's tailored CV as a PDF download, and a draft's PDF for the live preview. */
export const tailoredCvPdfRoutes = signedInRoutes((r, { tailored }: { tailored: TailoredCvService }) => {
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
      sendDownload(reply, await tailored.pdf(request.userId, request.params.id, request.query)),
  );
  r.post(
    '/jobs/:id/tailored-cv/preview',
    {
      // Drawn again as the owner types (the preview waits for a pause): a PDF is costly to make.
      config: limitPer(120, MINUTE, 'user'),
      schema: {
        params: idParams,
        body: tailoredCvInput,
        description:
          "The PDF a draft of a job's tailored CV would make, before it is saved; nothing is stored.",
      },
    },
    async (request, reply) =>
      sendDownload(
        reply,
        await tailored.preview(request.userId, request.params.id, request.body, requestLocale(request)),
      ),
  );
});
