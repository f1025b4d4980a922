import {
  bulkDataInput,
  bulkDataResponse,
  extractionResponse,
  selfIntroductionQuery,
  selfIntroductionResponse,
} from '@hirelane/contract/cv-import';
import { sendDownload } from '../../platform/http/download.ts';
import { readFilePart } from '../../platform/http/multipart.ts';
import { limitPer, MINUTE } from '../../platform/http/rate-limit.ts';
import { signedInRoutes } from '../../platform/http/route-plugins.ts';
import { answers, takes } from '../../platform/http/route-schema.ts';
import { CV_UPLOAD } from './cv-file.ts';
import type { CvImportService } from './cv-import.service.ts';
import { jsonResumeFileName, toJsonResume } from './open-formats/json-resume.ts';
import type { OwnCvRepository } from './own-cv.repository.ts';

type Deps = { cvImport: CvImportService; ownCv: OwnCvRepository };

/** CV import (extract → review → bulk save) and the self-introduction script. */
export const cvImportRoutes = signedInRoutes((r, { cvImport, ownCv }: Deps) => {
  r.post(
    '/cv/openai/generate/cv/sections',
    {
      config: limitPer(20, 10 * MINUTE),
      ...answers(extractionResponse, [400, 401, 413, 415, 422, 429]),
    },
    async (request) => cvImport.extract(await readFilePart(request, CV_UPLOAD)),
  );
  r.post(
    '/cv/general/bulk-data',
    {
      bodyLimit: 2 * 1024 * 1024,
      ...takes({ body: bulkDataInput }, bulkDataResponse, [400, 401]),
    },
    (request) => cvImport.saveBulk(request.userId, request.body),
  );
  r.get(
    '/cv/export/json-resume',
    { schema: { description: 'The CV as a JSON Resume (schema v1), as a download.' } },
    async (request, reply) => {
      const cv = await ownCv.load(request.userId);
      return sendDownload(reply, {
        data: Buffer.from(`${JSON.stringify(toJsonResume(cv), null, 2)}\n`),
        fileName: jsonResumeFileName(cv),
        mimeType: 'application/json; charset=utf-8',
      });
    },
  );
  r.get(
    '/cv/openai/generate/self-introduction',
    {
      config: limitPer(30, 10 * MINUTE),
      ...takes({ querystring: selfIntroductionQuery }, selfIntroductionResponse, [400, 401, 429]),
    },
    (request) => cvImport.selfIntroduction(request.userId, request.query),
  );
});
