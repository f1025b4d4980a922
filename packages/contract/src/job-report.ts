import { z } from 'zod';
import { JOB_LANES } from './constants.ts';

/** GET /jobs/reports/statistics and …/download: a range of days (inclusive, UTC) and a lane. */
export const jobReportQuery = z
  .object({
    from: z.iso.date('Use a date like 2026-01-31'),
    to: z.iso.date('Use a date like 2026-12-31'),
    status: z.enum(JOB_LANES, 'Choose one of the board’s lanes').optional(),
  })
  .refine((query) => query.from <= query.to, {
    path: ['to'],
    message: 'The end date must be on or after the start date',
  });

export const jobReportRow = z.object({
  jobId: z.string(),
  position: z.string(),
  company: z.string(),
  lane: z.enum(JOB_LANES),
  appliedDate: z.string().nullable(),
  lastChange: z.string(),
  nextInterview: z.string().nullable(),
});

export const jobReportSummary = z.object({
  totalJobs: z.number(),
  savedJobs: z.number(),
  appliedJobs: z.number(),
  /** Jobs that entered Interviewed or Hired; an interview date alone does not count. */
  interviews: z.number(),
  offers: z.number(),
  hiredJobs: z.number(),
  rejectedJobs: z.number(),
  /** Share of applied jobs that moved on from Applied (to Interviewed, Hired or Rejected), 0–100. */
  responseRate: z.number().nullable(),
  /**
   * Median whole days, over the interviewed jobs, from applying (the applied date, else entering
   * Applied, else creation) to the job's interview date (else entering Interviewed).
   */
  medianDaysToInterview: z.number().nullable(),
});
export type JobReportSummary = z.infer<typeof jobReportSummary>;

export const jobReport = z.object({
  from: z.string(),
  to: z.string(),
  status: z.enum(JOB_LANES).nullable(),
  details: z.array(jobReportRow),
  summary: jobReportSummary,
  /** Applications per week (weeks start on Monday), every week of the range. */
  perWeek: z.array(z.object({ weekStart: z.string(), applications: z.number() })),
  /** Jobs in range by the lane they are in today. */
  lanes: z.array(z.object({ lane: z.enum(JOB_LANES), count: z.number() })),
});
export type JobReport = z.infer<typeof jobReport>;
