import { firstMonthOf, lastMonthOf } from '@hirelane/contract/dates';
import { DEGREE_LEVELS, type DegreeLevel } from '@hirelane/contract/job-match';

/** A job as career facts read it. */
export type CareerExperience = {
  title: string;
  company: string;
  startDate: string;
  endDate: string | null;
  isCurrent: boolean;
};

/** An education as career facts read it. */
export type CareerEducation = {
  school: string;
  degree: string | null;
  field: string | null;
  endDate: string | null;
};

/** The parts of a CV career facts are computed from. */
export type CareerCv = {
  experiences: readonly CareerExperience[];
  educations: readonly CareerEducation[];
  professionalSkills: readonly string[];
};

/** A job named with the years it was held: `to` is null while it goes on. */
export type CareerRole = { title: string; company: string; from: string; to: string | null };

/** What a whole CV says about a career, the same for every text written from it. */
export type CareerFacts = {
  /** Whole years worked, overlapping jobs counted once and a current job to this month; null without jobs. */
  yearsOfExperience: number | null;
  /** The job held now (the most recently started, if several), else the one that ended last. */
  latestRole: CareerRole | null;
  /** The job held longest; the more recent one wins a tie. */
  longestRole: CareerRole | null;
  /** The first professional skills, in the CV's order. */
  topSkills: string[];
  /** The education of the highest degree named, the most recent one among equals. */
  highestEducation: (CareerEducation & { level: DegreeLevel | null }) | null;
};

/** How many professional skills count as the top ones. */
export const TOP_SKILLS = 3;

const monthIndex = (yearMonth: string) => {
  const [year, month] = yearMonth.split('-').map(Number);
  return (year ?? 0) * 12 + ((month ?? 1) - 1);
};

/**
 * Months a job lasted, as [first, after last]; an open one runs to this month. A start given as a
 * year alone counts from its January, an end given so to its December.
 */
const span = (experience: CareerExperience, now: Date): [number, number] => {
  const start = monthIndex(firstMonthOf(experience.startDate));
  const end =
    experience.isCurrent || !experience.endDate
      ? now.getUTCFullYear() * 12 + now.getUTCMonth()
      : monthIndex(lastMonthOf(experience.endDate));
  return [start, Math.max(end, start) + 1];
};

/** Whole years worked, counting overlapping jobs once. */
export const yearsWorked = (experiences: readonly CareerExperience[], now: Date): number => {
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

/** The job that lasted longest; the more recent one wins a tie. */
export const longestExperience = <T extends CareerExperience>(
  experiences: readonly T[],
  now: Date,
): T | undefined =>
  experiences.reduce<T | undefined>((best, candidate) => {
    if (!best) return candidate;
    const length = (e: T) => span(e, now)[1] - span(e, now)[0];
    if (length(candidate) !== length(best)) return length(candidate) > length(best) ? candidate : best;
    return firstMonthOf(candidate.startDate) > firstMonthOf(best.startDate) ? candidate : best;
  }, undefined);

/** The job held now (the most recently started, if several), else the one that ended last. */
export const latestExperience = <T extends CareerExperience>(experiences: readonly T[]): T | undefined => {
  const current = experiences.filter((e) => e.isCurrent || !e.endDate);
  const pool = current.length > 0 ? current : experiences;
  const key = (e: T) =>
    current.length > 0 ? firstMonthOf(e.startDate) : lastMonthOf(e.endDate ?? e.startDate);
  return pool.reduce<T | undefined>((latest, e) => (!latest || key(e) > key(latest) ? e : latest), undefined);
};

const roleOf = (experience: CareerExperience | undefined): CareerRole | null =>
  experience
    ? {
        title: experience.title,
        company: experience.company,
        from: experience.startDate.slice(0, 4),
        to: experience.isCurrent || !experience.endDate ? null : experience.endDate.slice(0, 4),
      }
    : null;

/** Degree names a CV writes, in English and Norwegian, highest first. */
const DEGREE_NAMES: [DegreeLevel, RegExp][] = [
  ['phd', /\bph\.?\s?d\b|\bdoctor(?:ate|al)?\b|\bdoktor/i],
  [
    'master',
    /\bmaster|\bm\.?\s?sc\b|\bm\.?\s?a\b|\bmba\b|\bm\.?\s?eng\b|\bm\.?\s?phil\b|\bcand\.\s?\p{L}+|sivilingeniør|siviløkonom|\bhovedfag/iu,
  ],
  ['bachelor', /\bbachelor|\bb\.?\s?sc\b|\bb\.?\s?a\b|\bb\.?\s?eng\b|\bcand\.\s?mag\b|\bhøgskolekandidat/i],
  ['higher', /\bdegree\b|\bdiploma\b|\bårsstudium\b|\bgrad\b|\buniversit/i],
  ['vocational', /\bfagbrev|\bsvennebrev|\bfagskole|\bvocational|\bapprentice|\btrade certificate/i],
  ['upper-secondary', /videregående|upper secondary|high school|studiekompetanse/i],
];

/** The level of degree a CV's education names, or null when it names none. */
export const degreeLevelOf = (education: CareerEducation): DegreeLevel | null => {
  const text = [education.degree, education.field].filter(Boolean).join(' ');
  return DEGREE_NAMES.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
};

const highestEducationOf = (educations: readonly CareerEducation[]): CareerFacts['highestEducation'] => {
  const rank = (level: DegreeLevel | null) => (level ? DEGREE_LEVELS.indexOf(level) : -1);
  let best: CareerFacts['highestEducation'] = null;
  for (const education of educations) {
    const candidate = { ...education, level: degreeLevelOf(education) };
    if (
      !best ||
      rank(candidate.level) > rank(best.level) ||
      (rank(candidate.level) === rank(best.level) && (candidate.endDate ?? '') > (best.endDate ?? ''))
    )
      best = candidate;
  }
  return best;
};

/**
 * The career facts of a CV. Every text written from a CV (letters, the video script, the job
 * match) takes its years, roles, skills and education from here, so they never disagree; they are
 * read from the whole CV, whatever a job's tailored version leaves out.
 */
export const careerFacts = (cv: CareerCv, now: Date): CareerFacts => ({
  yearsOfExperience: cv.experiences.length ? yearsWorked(cv.experiences, now) : null,
  latestRole: roleOf(latestExperience(cv.experiences)),
  longestRole: roleOf(longestExperience(cv.experiences, now)),
  topSkills: cv.professionalSkills.slice(0, TOP_SKILLS),
  highestEducation: highestEducationOf(cv.educations),
});
