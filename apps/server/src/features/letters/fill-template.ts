import type { Language } from '@hirelane/contract/constants';
import { formatDate, intlLocale } from '@hirelane/contract/dates';
import type { JobRequirement } from '@hirelane/contract/job-match';
import type { CareerRole } from '../../domain/cv/career-facts.ts';
import { careerOf } from '../../domain/cv/person-facts.repository.ts';
import type { Catalog } from '../../platform/i18n/catalog.ts';
import { textsFor } from '../../platform/i18n/texts.ts';
import type { JobFacts, SenderFacts } from './letter-facts.repository.ts';

/** How many of the ad's requirements a letter names. */
const AD_NAMES = 3;
/** The kinds of requirement a letter quotes from the ad: what one has worked with. */
const QUOTED_KINDS: ReadonlySet<JobRequirement['kind']> = new Set(['skill', 'tool', 'certification']);

/**
 * Placeholders that only a job's ad fills: a sentence holding one that is empty is left out of the
 * letter (there is nothing to say), instead of showing "[…]" for the writer to complete.
 */
const AD_PLACEHOLDERS: ReadonlySet<string> = new Set(['adAsksFor', 'adMatches']);

/** What the ad asks for and which of it the CV shows, read by the job match's reader. */
export type AdReading = { asks: JobRequirement[]; onCv: ReadonlySet<string> };

/**
 * A job as a fact that says what it is: the title, the company and when it was held — "Developer
 * at Equinor (2016–2022)", "Consultant at Bekk (since 2023)" — so no sentence around it can make
 * a job of two years sound like a whole career.
 */
const roleWithYears = (words: Catalog['letters'], role: CareerRole): string => {
  const when =
    role.to === null ? words.since(role.from) : role.from === role.to ? role.from : `${role.from}–${role.to}`;
  return `${words.role(role.title, role.company)} (${when})`;
};

/** A skill's name as it reads inside a sentence: "User research" → "user research"; "Figma", "UX" stay. */
const inSentence = (requirement: JobRequirement) =>
  requirement.kind === 'skill' && /^\p{Lu}\p{Ll}+(?:\s+\p{Ll}[\p{Ll}-]*)*$/u.test(requirement.name)
    ? requirement.name.charAt(0).toLowerCase() + requirement.name.slice(1)
    : requirement.name;

/** The ad's requirements a letter may quote: must-haves first, in the ad's order. */
const quotable = (asks: readonly JobRequirement[]) => {
  const kept = asks.filter((ask) => QUOTED_KINDS.has(ask.kind));
  return [...kept.filter((ask) => ask.mustHave), ...kept.filter((ask) => !ask.mustHave)];
};

/** Every placeholder's value for this sender, job and language ('' when the data has none). */
export const placeholderValues = (
  sender: SenderFacts,
  job: JobFacts | undefined,
  language: Language,
  now: Date,
  ad: AdReading = { asks: [], onCv: new Set() },
): Record<string, string> => {
  const words = textsFor(language).letters;
  const list = (items: string[]) =>
    items.length ? new Intl.ListFormat(intlLocale(language), { type: 'conjunction' }).format(items) : '';
  const career = careerOf(sender, now);
  const education = career.highestEducation;
  const educationText = education
    ? words.education([education.degree, education.field].filter(Boolean).join(words.of), education.school)
    : '';
  const asks = quotable(ad.asks);
  const named = asks.slice(0, AD_NAMES);
  const shown = asks.filter((ask) => ad.onCv.has(ask.id)).slice(0, AD_NAMES);
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
    strongestExperience: career.longestRole ? roleWithYears(words, career.longestRole) : '',
    latestRole: career.latestRole ? roleWithYears(words, career.latestRole) : '',
    yearsOfExperience: career.yearsOfExperience === null ? '' : words.years(career.yearsOfExperience),
    topSkills: list(career.topSkills),
    latestEducation: educationText,
    highestEducation: educationText,
    adAsksFor: list(named.map(inSentence)),
    // Naming the same requirements twice reads like a form: all of them are said as such.
    adMatches:
      named.length > 0 && named.every((ask) => ad.onCv.has(ask.id))
        ? words.allOfThem(named.length)
        : list(shown.map(inSentence)),
    date: formatDate(now.toISOString(), language, 'long'),
  };
};

/** A paragraph's sentences: each ends at ".", "!" or "?" followed by a space. */
const SENTENCE_END = /(?<=[.!?])[ \t]+/;

/** Leaves out each sentence that holds an ad placeholder without a value, and a paragraph so emptied. */
const withoutEmptyAdSentences = (text: string, values: Record<string, string>) => {
  const emptyAd = (sentence: string) =>
    [...sentence.matchAll(/\{(\w+)\}/g)].some(([, name = '']) => AD_PLACEHOLDERS.has(name) && !values[name]);
  return text
    .split(/\n[ \t]*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .flatMap((line) => {
          const kept = line.split(SENTENCE_END).filter((sentence) => !emptyAd(sentence));
          return kept.length === 0 && line.trim() !== '' ? [] : [kept.join(' ')];
        })
        .join('\n'),
    )
    .filter((paragraph, _index, all) => paragraph !== '' || all.length === 1)
    .join('\n\n');
};

/**
 * Replaces {name} placeholders. One without a value becomes "[what to write]" in the letter's
 * language, so the writer sees where to fill in; a sentence quoting an ad the job does not have is
 * left out; unknown names are left as written.
 */
export const fillTemplate = (text: string, values: Record<string, string>, language: Language): string =>
  withoutEmptyAdSentences(text, values).replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in values)) return whole;
    const value = values[name];
    if (value) return value;
    const hint = textsFor(language).letters.missing[name as keyof Catalog['letters']['missing']];
    return `[${hint ?? name}]`;
  });
