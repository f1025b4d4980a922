import type { PersonFacts } from './person-facts.repository.ts';

type Experience = PersonFacts['experiences'][number];

const monthIndex = (yearMonth: string) => {
  const [year, month] = yearMonth.split('-').map(Number);
  return (year ?? 0) * 12 + ((month ?? 1) - 1);
};

/** Months an experience lasted; an open one runs to this month. */
const span = (experience: Experience, now: Date): [number, number] => {
  const end =
    experience.isCurrent || !experience.endDate
      ? now.getUTCFullYear() * 12 + now.getUTCMonth()
      : monthIndex(experience.endDate);
  return [monthIndex(experience.startDate), Math.max(end, monthIndex(experience.startDate)) + 1];
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
    return candidate.startDate > best.startDate ? candidate : best;
  }, undefined);
