import type { Language } from '@hirelane/contract/constants';
import { formatDate, intlLocale } from '@hirelane/contract/dates';
import type { JobFacts, SenderFacts } from './letter-facts.repository.ts';

type Experience = SenderFacts['experiences'][number];

const WORDS = {
  en: {
    greeting: (contact: string | null) => (contact ? `Dear ${contact},` : 'Dear Hiring Manager,'),
    role: (title: string, company: string) => `${title} at ${company}`,
    years: (years: number) => (years < 1 ? 'less than a year' : years === 1 ? '1 year' : `${years} years`),
    education: (what: string, school: string) => (what ? `${what} at ${school}` : school),
    of: ' in ',
    missing: {
      position: 'position',
      company: 'company',
      headline: 'your professional title',
      strongestExperience: 'your strongest experience',
      yearsOfExperience: 'years',
      topSkills: 'your strongest skills',
      latestEducation: 'your education',
      phone: 'phone',
      email: 'e-mail',
      location: 'location',
      contactName: 'contact name',
    },
  },
  no: {
    greeting: (contact: string | null) => (contact ? `Hei ${contact},` : 'Hei,'),
    role: (title: string, company: string) => `${title} i ${company}`,
    years: (years: number) => (years < 1 ? 'under ett års' : `${years} års`),
    education: (what: string, school: string) => (what ? `${what} ved ${school}` : school),
    of: ' i ',
    missing: {
      position: 'stilling',
      company: 'bedrift',
      headline: 'yrkestittel',
      strongestExperience: 'din sterkeste erfaring',
      yearsOfExperience: 'antall år',
      topSkills: 'dine sterkeste ferdigheter',
      latestEducation: 'utdanningen din',
      phone: 'telefon',
      email: 'e-post',
      location: 'sted',
      contactName: 'kontaktperson',
    },
  },
} as const;

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

/** Every placeholder's value for this sender, job and language ('' when the data has none). */
export const placeholderValues = (
  sender: SenderFacts,
  job: JobFacts | undefined,
  language: Language,
  now: Date,
): Record<string, string> => {
  const words = WORDS[language];
  const strongest = strongestExperience(sender.experiences, now);
  const education = sender.educations[0];
  const contactName = job?.contactName ?? '';
  return {
    firstName: sender.firstName,
    lastName: sender.lastName,
    fullName: `${sender.firstName} ${sender.lastName}`.trim(),
    email: sender.email,
    phone: sender.phone,
    location: sender.location,
    headline: sender.headline,
    position: job?.position ?? '',
    company: job?.company ?? '',
    contactName,
    greeting: words.greeting(contactName || null),
    strongestExperience: strongest ? words.role(strongest.title, strongest.company) : '',
    yearsOfExperience: sender.experiences.length ? words.years(yearsWorked(sender.experiences, now)) : '',
    topSkills: sender.professionalSkills.length
      ? new Intl.ListFormat(intlLocale(language), { type: 'conjunction' }).format(
          sender.professionalSkills.slice(0, 3),
        )
      : '',
    latestEducation: education
      ? words.education([education.degree, education.field].filter(Boolean).join(words.of), education.school)
      : '',
    date: formatDate(now.toISOString(), language, 'long'),
  };
};

/**
 * Replaces {name} placeholders. One without a value becomes "[what to write]" in the letter's
 * language, so the writer sees where to fill in; unknown names are left as written.
 */
export const fillTemplate = (text: string, values: Record<string, string>, language: Language): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in values)) return whole;
    const value = values[name];
    if (value) return value;
    const hint = WORDS[language].missing[name as keyof (typeof WORDS)[Language]['missing']];
    return `[${hint ?? name}]`;
  });
