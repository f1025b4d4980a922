import { LANGUAGES, type Language } from '@hirelane/contract/constants';
import { intlLocale } from '@hirelane/contract/dates';
import { languageCodeOf, languageName } from '@hirelane/contract/language-names';
import { longestExperience } from '../../../domain/cv/career-facts.ts';
import { careerOf, type PersonFacts } from '../../../domain/cv/person-facts.repository.ts';
import { textsFor } from '../../../platform/i18n/texts.ts';
import { placeIn } from './place-names.ts';
import { en } from './words/en.ts';
import { no } from './words/no.ts';
import type { ScriptWords } from './words/script-words.ts';

type Experience = PersonFacts['experiences'][number];

const WORDS: Record<Language, ScriptWords> = { en, no };

const lowerFirst = (text: string) =>
  /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
/**
 * A title as it reads inside a sentence, as the CV writes it but for the capital a CV line starts
 * with: "Senior utvikler" → "senior utvikler"; "Senior Product Designer" and "UX designer" stay.
 */
const inSentence = (title: string) => {
  const [first = '', ...rest] = title.split(/\s+/);
  return /^\p{Lu}\p{Ll}+$/u.test(first) && !rest.some((word) => /^\p{Lu}/u.test(word))
    ? lowerFirst(title)
    : title;
};
const pick = <T>(list: readonly T[], variant: number, offset = 0): T =>
  list[(variant + offset) % list.length] as T;

/** The language a text is written in, by its short words (and letters); null when it does not tell. */
const languageOfText = (text: string): Language | null => {
  const tokens = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const scores = LANGUAGES.map((language) => {
    const { markers, markerLetters } = WORDS[language];
    const letters = [...text.toLowerCase()].filter((c) => markerLetters.includes(c)).length;
    return { language, score: tokens.filter((token) => markers.includes(token)).length + letters };
  }).sort((a, b) => b.score - a.score);
  const [best, next] = scores;
  return best && best.score > 0 && best.score > (next?.score ?? 0) ? best.language : null;
};

/** The language most of the CV is written in, read from its text; the person's own when it does not tell. */
export const cvLanguageOf = (person: PersonFacts): Language =>
  languageOfText(
    [
      person.headline,
      person.summary,
      ...person.experiences.flatMap((e) => [e.title, e.description ?? '']),
      ...person.educations.flatMap((e) => [e.degree ?? '', e.field ?? '']),
      ...person.personalSkills,
    ].join('\n'),
  ) ?? person.language;

/** The description's sentence worth saying aloud: one with a number if there is one, else the first. */
const bestSentence = (description: string | null): string | null => {
  const sentences = (description ?? '')
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.replace(/^[•*·-]\s*/, '').trim())
    .filter((s) => s.split(/\s+/).length >= 3 && s.length <= 220);
  const sentence = sentences.find((s) => /\d/.test(s)) ?? sentences[0];
  return sentence ? sentence.replace(/[.!?]*$/, '.') : null;
};

/** The two experiences to talk about: the longest, then the most recent other one. */
const twoStrongest = (experiences: Experience[], now: Date): Experience[] => {
  const first = longestExperience(experiences, now);
  if (!first) return [];
  const second = [...experiences]
    .filter((e) => e !== first)
    .sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
  return second ? [first, second] : [first];
};

/** A script, and whether the CV's highlights were left out for the writer to add in their own words. */
export type OfflineScript = { text: string; highlightsLeftOut: boolean };

/**
 * A 60–90-second self-introduction from the CV and profile, written from templates: greeting, who
 * I am, two strongest experiences (with numbers where the CV has them), skills, education,
 * languages, what I look for, closing. Parts the CV has no data for are left out. Years and roles
 * are the CV's career facts, as letters and the match count them.
 *
 * In the CV's own language, a CV text in the other language is quoted as a title instead of being
 * spliced into a sentence. In the other language, the script says only what needs no translation —
 * titles, employers, schools, years, places by their exonyms ("Norway" → "Norge"), skills and
 * languages by name — and leaves the highlights, which would need translating, to the writer.
 */
export const writeOfflineScript = (
  person: PersonFacts,
  language: Language,
  variant: number,
  now: Date,
): OfflineScript => {
  const words = WORDS[language];
  const { quote } = textsFor(language);
  const cvLanguage = cvLanguageOf(person);
  const translated = cvLanguage !== language;
  const languageOf = (text: string) => languageOfText(text) ?? cvLanguage;
  const list = (items: string[]) =>
    new Intl.ListFormat(intlLocale(language), { type: 'conjunction' }).format(items);
  const career = careerOf(person, now);
  const name = `${person.firstName} ${person.lastName}`.trim();
  const years = career.yearsOfExperience ?? 0;
  let highlightsLeftOut = false;
  // Titles are names, said as written; one in the other language is quoted like any other text.
  const asTitle = (title: string) => (languageOf(title) === language ? inSentence(title) : quote(title));
  // A headline is free text: in another language than the CV's, the latest job's title says who I am.
  const headline = translated
    ? (career.latestRole?.title ?? person.headline)
    : person.headline || person.experiences[0]?.title || '';
  const parts: string[] = [name ? pick(words.greeting, variant)(name) : pick(words.greetingNoName, variant)];
  if (headline)
    parts.push(
      words.whoIAm(
        asTitle(headline),
        placeIn(person.location, language),
        years > 0 ? words.years(years) : '',
      ),
    );

  for (const [index, experience] of twoStrongest(person.experiences, now).entries()) {
    const title = asTitle(experience.title);
    const sentence = bestSentence(experience.description);
    const roleOnly = words.roleOnly(title, experience.company, index === 0 && experience.isCurrent);
    if (sentence && languageOf(sentence) !== language && translated) {
      highlightsLeftOut = true;
      parts.push(roleOnly);
      continue;
    }
    const own =
      sentence && languageOf(sentence) === language ? words.role(title, experience.company, sentence) : null;
    parts.push(
      own ?? (sentence ? `${roleOnly} ${words.highlight(quote(sentence.replace(/[.!?]+$/, '')))}` : roleOnly),
    );
  }
  const skills = person.professionalSkills.slice(0, 4);
  if (skills.length) parts.push(words.skills(list(skills)));
  const qualities = person.personalSkills.slice(0, 3).flatMap((quality) => {
    if (languageOf(quality) === language) return [lowerFirst(quality)];
    // A quality is a word of the CV's language, not a name: it would need translating.
    if (translated) return [];
    return [quote(lowerFirst(quality))];
  });
  if (qualities.length) parts.push(words.personal(list(qualities)));
  const education = career.highestEducation;
  if (education && (education.degree || education.field)) {
    const degree = education.degree ?? '';
    const field = education.field ?? '';
    const written = languageOf(`${degree} ${field}`);
    parts.push(
      written === language
        ? words.education(degree, field, education.school)
        : words.educationTitle(
            quote(degree && field ? WORDS[written].degreeIn(degree, field) : degree || field),
            education.school,
          ),
    );
  }
  const spoken = [...person.languages]
    .sort((a, b) => b.level - a.level)
    .map(({ language: named }) => {
      const code = languageCodeOf(named);
      return code ? languageName(code, language) : named;
    });
  if (spoken.length > 1) parts.push(words.languages(list(spoken.slice(0, 4))));
  parts.push(pick(words.lookFor, variant)(skills[0] ?? ''), pick(words.closing, variant, 1));
  return { text: parts.join('\n\n'), highlightsLeftOut };
};
