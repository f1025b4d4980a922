import type { JobLane } from '@hirelane/contract/constants';
import type { ReminderSettings } from '@hirelane/contract/reminders';
import { localTime } from '../../platform/local-time.ts';
import { daysBetween, nextDay } from './local-day.ts';

/** Lanes where an application waits for an answer: the ones a stale reminder looks at. */
export const WAITING_LANES: readonly JobLane[] = ['applied', 'interviewed'];

/** What the digest needs to know of one job. */
export type ReminderJob = {
  jobId: string;
  position: string;
  company: string;
  lane: JobLane;
  /** The last change of any kind (lane, fields, notes, interview). */
  lastChangeAt: Date;
  nextInterviewAt: Date | null;
};

/** One day's reminders: interviews tomorrow (with the local time) and quiet applications. */
export type Digest = {
  interviews: { job: ReminderJob; time: string }[];
  stale: { job: ReminderJob; days: number }[];
};

export const isEmptyDigest = (digest: Digest): boolean =>
  digest.interviews.length === 0 && digest.stale.length === 0;

/**
 * What to remind of on the user's local day of `now`: each interview on the next local day, and
 * each waiting application with no change for `staleDays` days — again every `staleDays` days
 * while it stays quiet (7, 14, 21 …), so a reminder is neither lost nor repeated daily. A job with
 * an interview ahead is not quiet.
 */
export const pickDigest = (settings: ReminderSettings, jobs: ReminderJob[], now: Date): Digest => {
  const { timeZone } = settings;
  const today = localTime(now, timeZone).day;
  const tomorrow = nextDay(today);
  const interviews = settings.interviewEnabled
    ? jobs
        .filter((job) => job.nextInterviewAt && localTime(job.nextInterviewAt, timeZone).day === tomorrow)
        .map((job) => ({ job, at: job.nextInterviewAt ?? now }))
        .sort((a, b) => a.at.getTime() - b.at.getTime())
        .map(({ job, at }) => ({ job, time: localTime(at, timeZone).time }))
    : [];
  const stale = settings.staleEnabled
    ? jobs
        .filter((job) => WAITING_LANES.includes(job.lane))
        .filter((job) => !job.nextInterviewAt || job.nextInterviewAt <= now)
        .map((job) => ({ job, days: daysBetween(localTime(job.lastChangeAt, timeZone).day, today) }))
        .filter(({ days }) => days >= settings.staleDays && days % settings.staleDays === 0)
        .sort((a, b) => b.days - a.days)
    : [];
  return { interviews, stale };
};
