import type { Language } from '@hirelane/contract/constants';
import { intlLocale } from '@hirelane/contract/dates';
import type { JobSummary } from '@hirelane/contract/jobs';

const DAY = 24 * 60 * 60 * 1000;

/** Whole days from today to a deadline ('YYYY-MM-DD', the user's own calendar): 0 today, -1 yesterday. */
export function daysUntil(deadline: string, now: Date): number {
  const [year = 0, month = 1, day = 1] = deadline.split('-').map(Number);
  const due = new Date(year, month - 1, day).getTime();
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  return Math.round((due - today) / DAY);
}

/** How close a deadline is: soon (today up to 3 days ahead) is shown in warning colours. */
export type DeadlineUrgency = 'past' | 'soon' | 'later';
export const deadlineUrgency = (days: number): DeadlineUrgency =>
  days < 0 ? 'past' : days <= 3 ? 'soon' : 'later';

/** "today", "tomorrow", "in 3 days", "in 2 weeks" in the interface language. */
export function relativeDays(days: number, language: Language): string {
  const format = new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'auto' });
  if (Math.abs(days) < 14) return format.format(days, 'day');
  if (Math.abs(days) < 60) return format.format(Math.round(days / 7), 'week');
  return format.format(Math.round(days / 30), 'month');
}

const salaryFormats = new Map<string, Intl.NumberFormat>();

/** A card's short salary in the interface language: "NOK 650k–NOK 700k", or its one figure. */
export function shortSalary(
  job: Pick<JobSummary, 'salaryMin' | 'salaryMax' | 'salaryCurrency'>,
  language: Language,
) {
  const { salaryMin: min, salaryMax: max, salaryCurrency: currency } = job;
  if (min === null && max === null) return null;
  const key = `${language}|${currency ?? ''}`;
  let format = salaryFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language), {
      notation: 'compact',
      maximumFractionDigits: 1,
      ...(currency ? { style: 'currency', currency, currencyDisplay: 'code' } : {}),
    });
    salaryFormats.set(key, format);
  }
  if (min !== null && max !== null && min !== max) return `${format.format(min)}–${format.format(max)}`;
  return format.format((min ?? max) as number);
}
