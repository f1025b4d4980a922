import { en as catalog } from '../../../platform/i18n/en.ts';
import type { ReportWords } from './report-words.ts';

export const en: ReportWords = {
  title: 'Job search report',
  range: (from, to) => `${from} – ${to}`,
  figures: {
    totalJobs: { one: 'Job', other: 'Jobs' },
    appliedJobs: 'Applied',
    interviews: { one: 'Interview', other: 'Interviews' },
    offers: { one: 'Offer', other: 'Offers' },
    rejectedJobs: 'Rejected',
    responseRate: 'Response rate',
    medianDaysToInterview: 'Median days to interview',
  },
  rules: {
    funnel:
      'Every job in the range counts as saved. A job counts as applied once it has been in Applied or a later lane (Interviewed, Hired) or has an applied date, and as interviewed once it has been in Interviewed or Hired – an interview date alone does not count. So each step holds all of the next. Rejected is an outcome: a rejected job still counts in the steps it reached.',
    responseRate:
      'Response rate: the share of applied jobs that moved on from Applied – to Interviewed, Hired or Rejected.',
    daysToInterview:
      "Days to interview: from applying (the applied date, else the day the job entered Applied, or the day it was saved if it skipped Applied) to the job's interview date; a job without an interview date counts the day it entered Interviewed. The figure is the median over the interviewed jobs, in whole days.",
  },
  funnel: 'From saved to hired',
  perWeek: 'Applications per week',
  lanesToday: 'Lanes today',
  details: 'Jobs',
  columns: ['Position', 'Company', 'Lane', 'Applied', 'Last change', 'Interview'],
  // The lanes as the data export's jobs.csv names them: one word per lane in every output.
  lanes: catalog.jobsSheet.lanes,
  none: 'No jobs in this range.',
};
