import type { Language } from '@hirelane/contract/constants';
import { formatDate, intlLocale } from '@hirelane/contract/dates';
import { strongestExperience, yearsWorked } from '../../platform/cv/experience-spans.ts';
import type { JobFacts, SenderFacts } from './letter-facts.repository.ts';

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
