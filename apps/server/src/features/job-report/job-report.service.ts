import type { Language } from '@hirelane/contract/constants';
import { JOB_REPORT_FILE_NAME } from '@hirelane/contract/constants';
import type { JobReport, jobReportQuery } from '@hirelane/contract/job-report';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { JobReportRepository } from './job-report.repository.ts';
import { buildReport } from './report-model.ts';
import { renderReportPdf } from './report-pdf.ts';

type Query = z.output<typeof jobReportQuery>;

/** The job statistics report: figures, charts' data and details, on screen or as a PDF. */
export const createJobReportService = ({ repo, clock }: { repo: JobReportRepository; clock: Clock }) => {
  const report = async (userId: string, query: Query): Promise<JobReport> =>
    buildReport(await repo.jobs(userId), { from: query.from, to: query.to, status: query.status ?? null });

  return {
    report,
    /** The report as a PDF with its owner's name on it and in its file name. */
    pdf: async (userId: string, query: Query, language: Language) => {
      const name = await repo.ownerName(userId);
      const data = await renderReportPdf(await report(userId, query), language, name);
      return {
        data,
        fileName: JOB_REPORT_FILE_NAME(clock.now().toISOString().slice(0, 10), name),
        mimeType: 'application/pdf',
      };
    },
  };
};

export type JobReportService = ReturnType<typeof createJobReportService>;
