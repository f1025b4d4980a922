import type { EMPLOYMENT_TYPES } from '@hirelane/contract/jobs';

type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/**
 * Words for each kind of employment: schema.org's values (FULL_TIME, CONTRACTOR, …) and what
 * Norwegian and English boards write ("Fast", "Heltid", "Vikariat", "Engasjement", "Sommerjobb").
 * Checked in this order, so "fast, deltid" reads as part-time.
 */
const KINDS: [EmploymentType, RegExp][] = [
  ['internship', /\b(intern|internship|trainee|praksis|lærling|apprentice)/i],
  ['freelance', /\b(freelance|frilans|selvstendig|self[-_ ]employed)/i],
  ['temporary', /\b(temporary|vikariat|vikar|midlertidig|sesong|seasonal|sommerjobb|summer|per[_ ]diem)/i],
  ['contract', /\b(contractor|contract|kontrakt|engasjement|prosjekt|project|konsulent)/i],
  ['part-time', /\b(part[-_ ]?time|deltid)/i],
  ['full-time', /\b(full[-_ ]?time|heltid|fast|permanent|fulltid)/i],
];

/** The job's employment type from a JobPosting's employmentType (a text or a list of them). */
export const employmentTypeOf = (value: unknown): EmploymentType | null => {
  const words = (Array.isArray(value) ? value : [value]).filter((item) => typeof item === 'string').join(' ');
  if (!words) return null;
  return KINDS.find(([, pattern]) => pattern.test(words))?.[0] ?? null;
};
