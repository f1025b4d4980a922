import { JOB_LANES, type JobLane } from '@hirelane/contract/constants';
import type { JobReport, JobReportSummary } from '@hirelane/contract/job-report';
import type { ReportJob } from './job-report.repository.ts';

export type ReportRange = { from: string; to: string; status: JobLane | null };

const DAY_MS = 86_400_000;
const APPLIED_OR_LATER: readonly JobLane[] = ['applied', 'interviewed', 'hired'];

const dayOf = (iso: string) => iso.slice(0, 10);
const within = (day: string | null, { from, to }: ReportRange) => day !== null && day >= from && day <= to;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** The day the job was applied for: its applied date, else the day it first entered a lane from "applied" on. */
export const appliedDay = (job: ReportJob): string | null => {
  if (job.appliedDate) return job.appliedDate;
  const entered = job.history.find((step) => APPLIED_OR_LATER.includes(step.lane));
  return entered ? dayOf(entered.at) : null;
};

const reached = (job: ReportJob, lane: JobLane) =>
  job.lane === lane || job.history.some((step) => step.lane === lane);
const firstInterviewDay = (job: ReportJob) => {
  const step = job.history.find((entry) => entry.lane === 'interviewed');
  return step ? dayOf(step.at) : null;
};

/**
 * In range: the job was created, applied for, or entered a lane on a day from `from` to `to`
 * (inclusive, UTC); with a status, only jobs in that lane today.
 */
export const isInRange = (job: ReportJob, range: ReportRange): boolean =>
  (range.status === null || job.lane === range.status) &&
  (within(dayOf(job.createdAt), range) ||
    within(appliedDay(job), range) ||
    job.history.some((step) => within(dayOf(step.at), range)));

const median = (values: number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Math.round(value * 10) / 10;
};

export const summarise = (jobs: ReportJob[]): JobReportSummary => {
  const applied = jobs.filter((job) => appliedDay(job) !== null);
  const interviewed = jobs.filter((job) => reached(job, 'interviewed') || job.nextInterview !== null);
  const answered = applied.filter(
    (job) =>
      reached(job, 'interviewed') ||
      reached(job, 'hired') ||
      job.lane === 'rejected' ||
      job.nextInterview !== null,
  );
  const waits = jobs.flatMap((job) => {
    const appliedOn = appliedDay(job);
    const interviewOn = firstInterviewDay(job);
    return appliedOn && interviewOn && interviewOn >= appliedOn ? [daysBetween(appliedOn, interviewOn)] : [];
  });
  return {
    totalJobs: jobs.length,
    savedJobs: jobs.filter((job) => job.lane === 'saved').length,
    appliedJobs: applied.length,
    interviews: interviewed.length,
    offers: jobs.filter((job) => reached(job, 'hired')).length,
    hiredJobs: jobs.filter((job) => job.lane === 'hired').length,
    rejectedJobs: jobs.filter((job) => job.lane === 'rejected').length,
    responseRate: applied.length ? Math.round((100 * answered.length) / applied.length) : null,
    medianDaysToInterview: median(waits),
  };
};

const mondayOf = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
};

/** Applications per week, from the week of the first activity in range (not of a far-off `from`). */
const perWeek = (jobs: ReportJob[], range: ReportRange) => {
  const appliedDays = jobs.map(appliedDay).filter((day): day is string => within(day, range));
  const firstActivity = jobs
    .map((job) => dayOf(job.createdAt))
    .concat(appliedDays)
    .sort()[0];
  const start = mondayOf(firstActivity && firstActivity > range.from ? firstActivity : range.from);
  const weeks: { weekStart: string; applications: number }[] = [];
  for (
    let week = start;
    week <= range.to;
    week = new Date(Date.parse(week) + 7 * DAY_MS).toISOString().slice(0, 10)
  )
    weeks.push({ weekStart: week, applications: appliedDays.filter((day) => mondayOf(day) === week).length });
  return weeks;
};

/** The whole report for one range. */
export const buildReport = (allJobs: ReportJob[], range: ReportRange): JobReport => {
  const jobs = allJobs.filter((job) => isInRange(job, range));
  return {
    from: range.from,
    to: range.to,
    status: range.status,
    summary: summarise(jobs),
    perWeek: perWeek(jobs, range),
    lanes: JOB_LANES.map((lane) => ({ lane, count: jobs.filter((job) => job.lane === lane).length })),
    details: [...jobs]
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
      .map((job) => ({
        jobId: job.id,
        position: job.position,
        company: job.company,
        lane: job.lane,
        appliedDate: appliedDay(job),
        lastChange: job.updatedAt,
        nextInterview: job.nextInterview,
      })),
  };
};
