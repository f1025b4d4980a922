// Job report: the statistics PDF for a board of 1,000 jobs must render in ≤ 500 ms;
// printed with the ratio to computing the report alone, measured in the same run.
import { JOB_LANES } from '@hirelane/contract/constants';
import type { ReportJob } from '../apps/server/src/features/job-report/job-report.repository.ts';
import { buildReport } from '../apps/server/src/features/job-report/report-model.ts';
import { renderReportPdf } from '../apps/server/src/features/job-report/report-pdf.ts';
import { report, reportFigure, timeCalls } from './support.ts';

const JOBS = 1000;
const BUDGET_MS = 500;
const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString();

const jobs: ReportJob[] = Array.from({ length: JOBS }, (_, i) => {
  const lane = JOB_LANES[i % JOB_LANES.length] ?? 'saved';
  const created = day(i % 300);
  return {
    id: `job-${i}`,
    position: `Position ${i} with a fairly long title`,
    company: `Company ${i % 97} AS`,
    lane,
    appliedDate: lane === 'saved' ? null : day((i % 300) + 3).slice(0, 10),
    nextInterview: lane === 'interviewed' ? day((i % 300) + 10) : null,
    createdAt: created,
    updatedAt: day((i % 300) + 5),
    history: [
      { lane: 'saved', at: created },
      ...(lane === 'saved' ? [] : [{ lane, at: day((i % 300) + 5) }]),
    ],
  };
});
const range = { from: '2026-01-01', to: '2026-12-31', status: null };

const model = await timeCalls(() => buildReport(jobs, range), 5, 3);
const pdf = await timeCalls(() => renderReportPdf(buildReport(jobs, range), 'en', 'Kari Nordmann'), 3, 3);
const pages = (await renderReportPdf(buildReport(jobs, range), 'en', 'Kari Nordmann'))
  .toString('latin1')
  .match(/\/Type \/Page\b/g)?.length;

reportFigure('job-report: PDF for 1,000 jobs', pdf / 1000, 'ms', `≤ ${BUDGET_MS} ms`, `${pages} pages`);
report(
  'job-report: PDF ÷ computing the report',
  pdf / model,
  'a small multiple',
  `${(model / 1000).toFixed(1)} ms to compute`,
);
if (pdf / 1000 > BUDGET_MS) process.exitCode = 1;
