import type { Language } from '@hirelane/contract/constants';
import { formatDate, intlLocale } from '@hirelane/contract/dates';
import {
  experienceYears,
  latestExperience,
  strongestExperience,
  yearsWorked,
} from '../../platform/cv/experience-spans.ts';
import type { Catalog } from '../../platform/i18n/catalog.ts';
import { textsFor } from '../../platform/i18n/texts.ts';
import type { JobFacts, SenderFacts } from './letter-facts.repository.ts';

type Experience = SenderFacts['experiences'][number];

/**
 * A job as a fact that says what it is: the title, the company and when it was held — "Developer
 * at Equinor (2016–2022)", "Consultant at Bekk (since 2023)" — so no sentence around it can make
 * a job of two years sound like a whole career.
 */
const roleWithYears = (words: Catalog['letters'], experience: Experience): string => {
  const [start, end] = experienceYears(experience);
  const when = end === null ? words.since(start) : start === end ? start : `${start}–${end}`;
  return `${words.role(experience.title, experience.company)} (${when})`;
};

/** Every placeholder's value for this sender, job and language ('' when the data has none). */
export const placeholderValues = (
  sender: SenderFacts,
  job: JobFacts | undefined,
  language: Language,
  now: Date,
): Record<string, string> => {
  const words = textsFor(language).letters;
  const strongest = strongestExperience(sender.experiences, now);
  const latest = latestExperience(sender.experiences);
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
    strongestExperience: strongest ? roleWithYears(words, strongest) : '',
    latestRole: latest ? roleWithYears(words, latest) : '',
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
    const hint = textsFor(language).letters.missing[name as keyof Catalog['letters']['missing']];
    return `[${hint ?? name}]`;
  });
