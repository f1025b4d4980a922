import { jobReport, jobReportQuery } from '@hirelane/contract/job-report';
import { sendDownload } from '../../platform/http/download.ts';
import { requestLocale } from '../../platform/http/request-locale.ts';
import { signedInRoutes } from '../../platform/http/route-plugins.ts';
import { takes } from '../../platform/http/route-schema.ts';
import type { JobReportService } from './job-report.service.ts';

export const jobReportRoutes = signedInRoutes((r, { report }: { report: JobReportService }) => {
  r.get(
    '/jobs/reports/statistics',
    takes(
      {
        description:
          'A job is in range when it was created, applied for or entered a lane on a day from `from` to `to` (inclusive, UTC).',
        querystring: jobReportQuery,
      },
      jobReport,
      [400, 401],
    ),
    (request) => report.report(request.userId, request.query),
  );
  r.get(
    '/jobs/reports/statistics/download',
    {
      schema: {
        querystring: jobReportQuery,
        description: 'The same report as a PDF download.',
      },
    },
    async (request, reply) =>
      sendDownload(reply, await report.pdf(request.userId, request.query, requestLocale(request))),
  );
});
