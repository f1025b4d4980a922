import { JOB_LANES, type JobLane } from '@hirelane/contract/constants';
import type { JobReport, JobReportSummary } from '@hirelane/contract/job-report';
import type { ReportJob } from './job-report.repository.ts';

export type ReportRange = { from: string; to: string; status: JobLane | null };

const DAY_MS = 86_400_000;

/**
 * The stages of the funnel, in order. A job counts in the furthest stage its lane history reached
 * and in every stage before it, so each stage holds all of the next. Rejected is an outcome, not a
 * stage: a rejected job counts in the stages it reached before. Drafts is no stage either.
 */
const STAGES = ['saved', 'applied', 'interviewed', 'hired'] as const;
type Stage = (typeof STAGES)[number];
const stageOf = (lane: JobLane): number => STAGES.indexOf(lane as Stage);
const AFTER_APPLIED: readonly JobLane[] = ['interviewed', 'hired', 'rejected'];

const dayOf = (iso: string) => iso.slice(0, 10);
const within = (day: string | null, { from, to }: ReportRange) => day !== null && day >= from && day <= to;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
/** Every lane the job entered: its history, and today's lane should a history lack it. */
const lanesEntered = (job: ReportJob): { lane: JobLane; at: string | null }[] =>
  job.history.some((step) => step.lane === job.lane)
    ? job.history
    : [...job.history, { lane: job.lane, at: null }];
const firstDayIn = (job: ReportJob, from: Stage): string | null => {
  const step = lanesEntered(job).find((entry) => stageOf(entry.lane) >= STAGES.indexOf(from));
  return step ? dayOf(step.at ?? job.updatedAt) : null;
};

/** The day the job was applied for: its applied date, else the day it first entered a lane from "applied" on. */
export const appliedDay = (job: ReportJob): string | null => job.appliedDate ?? firstDayIn(job, 'applied');

/**
 * Whether the job reached a stage: it entered that stage's lane or a later stage's (an applied
 * date counts as applied). An interview date alone does not make a job interviewed.
 */
const reachedStage = (job: ReportJob, stage: Stage): boolean =>
  stage === 'saved' || (stage === 'applied' ? appliedDay(job) !== null : firstDayIn(job, stage) !== null);

const wasRejected = (job: ReportJob) => lanesEntered(job).some((step) => step.lane === 'rejected');

/**
 * The day the days to interview start: the applied date the user gave, else the day the job first
 * entered Applied, else (it skipped Applied) the day it was created.
 */
const applyingDay = (job: ReportJob): string => {
  const applied = lanesEntered(job).find((step) => step.lane === 'applied');
  return job.appliedDate ?? dayOf(applied ? (applied.at ?? job.updatedAt) : job.createdAt);
};

/**
 * The day of the interview: the job's interview date, else (none set) the day it first entered
 * Interviewed or a later stage.
 */
const interviewDay = (job: ReportJob): string | null =>
  job.nextInterview ? dayOf(job.nextInterview) : firstDayIn(job, 'interviewed');

/**
 * Whole days from applying to the interview, for every job that reached Interviewed (the jobs the
 * interviews figure counts); an interview dated before applying gives no figure.
 */
const daysToInterview = (jobs: ReportJob[]): number[] =>
  jobs.flatMap((job) => {
    if (!reachedStage(job, 'interviewed')) return [];
    const from = applyingDay(job);
    const to = interviewDay(job);
    return to !== null && to >= from ? [daysBetween(from, to)] : [];
  });

/** A response: an applied job that moved on from Applied, to Interviewed, Hired or Rejected. */
const gotResponse = (job: ReportJob): boolean =>
  reachedStage(job, 'applied') && lanesEntered(job).some((step) => AFTER_APPLIED.includes(step.lane));

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

/** The figures; the funnel (jobs ⊇ applied ⊇ interviews ⊇ offers) follows the lane history. */
export const summarise = (jobs: ReportJob[]): JobReportSummary => {
  const applied = jobs.filter((job) => reachedStage(job, 'applied'));
  return {
    totalJobs: jobs.length,
    savedJobs: jobs.filter((job) => job.lane === 'saved').length,
    appliedJobs: applied.length,
    interviews: jobs.filter((job) => reachedStage(job, 'interviewed')).length,
    offers: jobs.filter((job) => reachedStage(job, 'hired')).length,
    hiredJobs: jobs.filter((job) => job.lane === 'hired').length,
    rejectedJobs: jobs.filter(wasRejected).length,
    responseRate: applied.length
      ? Math.round((100 * applied.filter(gotResponse).length) / applied.length)
      : null,
    medianDaysToInterview: median(daysToInterview(jobs)),
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
