import { firstMonthOf, lastMonthOf } from '@hirelane/contract/dates';
import type { PersonFacts } from './person-facts.repository.ts';

type Experience = PersonFacts['experiences'][number];

const monthIndex = (yearMonth: string) => {
  const [year, month] = yearMonth.split('-').map(Number);
  return (year ?? 0) * 12 + ((month ?? 1) - 1);
};

/**
 * Months an experience lasted; an open one runs to this month. A start given as a year alone
 * counts from its January, an end given so to its December.
 */
const span = (experience: Experience, now: Date): [number, number] => {
  const start = monthIndex(firstMonthOf(experience.startDate));
  const end =
    experience.isCurrent || !experience.endDate
      ? now.getUTCFullYear() * 12 + now.getUTCMonth()
      : monthIndex(lastMonthOf(experience.endDate));
  return [start, Math.max(end, start) + 1];
};

/** Whole years worked, counting overlapping jobs once. */
export const yearsWorked = (experiences: Experience[], now: Date): number => {
  const spans = experiences.map((experience) => span(experience, now)).sort((a, b) => a[0] - b[0]);
  let months = 0;
  let reached = Number.NEGATIVE_INFINITY;
  for (const [start, end] of spans) {
    const from = Math.max(start, reached);
    if (end > from) months += end - from;
    reached = Math.max(reached, end);
  }
  return Math.floor(months / 12);
};

/** The experience that lasted longest; the more recent one wins a tie. */
export const strongestExperience = (experiences: Experience[], now: Date): Experience | undefined =>
  experiences.reduce<Experience | undefined>((best, candidate) => {
    if (!best) return candidate;
    const length = (e: Experience) => span(e, now)[1] - span(e, now)[0];
    if (length(candidate) !== length(best)) return length(candidate) > length(best) ? candidate : best;
    return firstMonthOf(candidate.startDate) > firstMonthOf(best.startDate) ? candidate : best;
  }, undefined);

/** The job held now (the most recently started, if several), else the one that ended last. */
export const latestExperience = (experiences: Experience[]): Experience | undefined => {
  const current = experiences.filter((e) => e.isCurrent || !e.endDate);
  const pool = current.length > 0 ? current : experiences;
  const key = (e: Experience) =>
    current.length > 0 ? firstMonthOf(e.startDate) : lastMonthOf(e.endDate ?? e.startDate);
  return pool.reduce<Experience | undefined>(
    (latest, e) => (!latest || key(e) > key(latest) ? e : latest),
    undefined,
  );
};

/** The years an experience covers, as [start, end]; end is null while it goes on. */
export const experienceYears = (experience: Experience): [string, string | null] => [
  experience.startDate.slice(0, 4),
  experience.isCurrent || !experience.endDate ? null : experience.endDate.slice(0, 4),
];
