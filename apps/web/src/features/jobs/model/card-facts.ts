import type { Language } from '@hirelane/contract/constants';
import { formatRelativeUnit } from '@hirelane/contract/dates';
import type { JobSummary } from '@hirelane/contract/jobs';

const DAY = 24 * 60 * 60 * 1000;

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** Whole days from today to a deadline ('YYYY-MM-DD', the user's own calendar): 0 today, -1 yesterday. */
export function daysUntil(deadline: string, now: Date): number {
  const [year = 0, month = 1, day = 1] = deadline.split('-').map(Number);
  return Math.round((new Date(year, month - 1, day).getTime() - startOfDay(now)) / DAY);
}

/**
 * Whole days since the job was applied for, in the user's calendar (0 today): its applied date when
 * one was typed, else the day it entered the lane. A date ahead counts as today.
 */
export function daysSinceApplied(job: Pick<JobSummary, 'appliedDate' | 'laneEnteredAt'>, now: Date): number {
  const days = job.appliedDate
    ? -daysUntil(job.appliedDate, now)
    : Math.round((startOfDay(now) - startOfDay(new Date(job.laneEnteredAt))) / DAY);
  return Math.max(0, days);
}

/** How close a deadline is: soon (today up to 3 days ahead) is shown in warning colours. */
export type DeadlineUrgency = 'past' | 'soon' | 'later';
export const deadlineUrgency = (days: number): DeadlineUrgency =>
  days < 0 ? 'past' : days <= 3 ? 'soon' : 'later';

/** "today", "tomorrow", "in 3 days", "in 2 weeks" in the interface language. */
export function relativeDays(days: number, language: Language): string {
  if (Math.abs(days) < 14) return formatRelativeUnit(days, 'day', language);
  if (Math.abs(days) < 60) return formatRelativeUnit(Math.round(days / 7), 'week', language);
  return formatRelativeUnit(Math.round(days / 30), 'month', language);
}
