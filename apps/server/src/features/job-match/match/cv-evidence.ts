import { type CvPlace, DEGREE_LEVELS, type DegreeLevel } from '@hirelane/contract/job-match';
import { yearsWorked } from '../../../platform/cv/career-facts.ts';
import { degreeLevels, drivingLicences, languageOf } from '../requirements/phrase-rules.ts';
import type { Vocabulary } from '../vocabulary/vocabulary.ts';
import { tokenize } from '../vocabulary/vocabulary-format.ts';

/** The whole CV as text, section by section. */
export type CvText = {
  headline: string;
  summary: string;
  skills: string[];
  languages: string[];
  experiences: {
    title: string;
    description: string;
    startDate: string;
    endDate: string | null;
    isCurrent: boolean;
  }[];
  education: string[];
  certifications: string[];
};

/** What a CV shows: requirement ids found and where, plus what phrase rules need. */
export type CvEvidence = {
  /** Requirement id → the CV places that show it. */
  found: Map<string, Set<CvPlace>>;
  highestDegree: DegreeLevel | null;
  licences: Set<string>;
  years: number;
  /** The CV's words, lower-cased and joined by single spaces, for names only a model gave. */
  words: string;
};

/** Licence classes that need a car licence (B) first. */
const HEAVY = new Set(['BE', 'C1', 'C1E', 'C', 'CE', 'D1', 'D1E', 'D', 'DE']);

/** Whether a CV's licences meet a required class. */
export const meetsLicence = (held: ReadonlySet<string>, required: string): boolean =>
  required === 'any'
    ? held.size > 0
    : held.has(required) || (required === 'B' && [...held].some((c) => HEAVY.has(c)));

/** A CV's degree field names its level by itself ("Master", "Bachelor", "PhD"), unlike an ad. */
const LEADING_DEGREE: [RegExp, DegreeLevel][] = [
  [/^\s*(?:ph\.?\s?d|doktor)/i, 'phd'],
  [/^\s*(?:master|m\.?sc|m\.?a\b|cand\.)/i, 'master'],
  [/^\s*(?:bachelor|b\.?sc|b\.?a\b)/i, 'bachelor'],
];
const leadingDegree = (text: string): DegreeLevel[] =>
  LEADING_DEGREE.filter(([pattern]) => pattern.test(text)).map(([, level]) => level);

/** Reads the CV once: vocabulary terms per section, languages, degrees, licences and years worked. */
export const cvEvidence = (cv: CvText, vocabulary: Vocabulary, now: Date): CvEvidence => {
  const found = new Map<string, Set<CvPlace>>();
  const note = (id: string, place: CvPlace) => found.set(id, (found.get(id) ?? new Set()).add(place));
  const pieces: [string, CvPlace][] = [
    ...cv.skills.map((s) => [s, 'skills'] as [string, CvPlace]),
    ...cv.certifications.map((c) => [c, 'certifications'] as [string, CvPlace]),
    ...cv.education.map((e) => [e, 'education'] as [string, CvPlace]),
    ...cv.experiences.map((e) => [`${e.title}. ${e.description}`, 'experience'] as [string, CvPlace]),
    [`${cv.headline}. ${cv.summary}`, 'experience'],
  ];
  const licences = new Set<string>();
  let highest = -1;
  for (const [text, place] of pieces) {
    const tokens = tokenize(text);
    for (const hit of vocabulary.find(tokens)) note(hit.skill.id, place);
    for (const licence of drivingLicences(text)) licences.add(licence.value);
    if (place === 'education' || place === 'certifications') {
      const levels = [...degreeLevels(text, true).map((d) => d.value), ...leadingDegree(text)];
      for (const level of levels) highest = Math.max(highest, DEGREE_LEVELS.indexOf(level));
    }
  }
  for (const name of cv.languages) {
    for (const word of name.split(/[^\p{L}]+/u)) {
      const language = languageOf(word);
      if (language) note(`language:${language}`, 'languages');
    }
  }
  return {
    found,
    highestDegree: DEGREE_LEVELS[highest] ?? null,
    licences,
    years: yearsWorked(
      cv.experiences.map((e) => ({ ...e, company: '' })),
      now,
    ),
    words: ` ${pieces
      .map(([text]) =>
        tokenize(text)
          .map((t) => t.key)
          .join(' '),
      )
      .join(' ')} ${cv.languages.join(' ').toLowerCase()} `,
  };
};
