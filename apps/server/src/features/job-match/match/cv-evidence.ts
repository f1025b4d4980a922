import { type CvPlace, DEGREE_LEVELS, type DegreeLevel } from '@hirelane/contract/job-match';
import { yearsWorked } from '../../../domain/cv/career-facts.ts';
import { degreeLevels, drivingLicences, languageOf } from '../requirements/phrase-rules.ts';
import type { Vocabulary } from '../vocabulary/vocabulary.ts';
import { tokenize } from '../vocabulary/vocabulary-format.ts';
import { phraseKey, phrasesOf } from './shared-phrases.ts';

/** The whole CV as text, section by section. */
export type CvText = {
  headline: string;
  summary: string;
  skills: string[];
  languages: string[];
  experiences: {
    title: string;
    /** The employer, when the CV names one. */
    company?: string;
    description: string;
    startDate: string;
    endDate: string | null;
    isCurrent: boolean;
  }[];
  /** Each education's text, and its short name (degree, field and school) for "found in". */
  education: { label: string; text: string }[];
  certifications: string[];
};

/** A part of the CV and the entry in it ("Senior designer, Acme"); no entry for the whole section. */
export type CvSpot = { place: CvPlace; entry: string | null };

/** What a CV shows: requirement ids found and where, plus what phrase rules need. */
export type CvEvidence = {
  /** Requirement id → the CV places that show it, each with the first entry that does. */
  found: Map<string, Map<CvPlace, string>>;
  /** Every run of up to five words on the CV (see `phraseKey`) → where it first stands. */
  phrases: Map<string, CvSpot>;
  /** The skills list's items, as phrase keys. */
  skillItems: Set<string>;
  highestDegree: DegreeLevel | null;
  /** The education or certificate that names the highest degree. */
  degreeEntry: string | null;
  /** Licence class → the entry that names it. */
  licences: Map<string, string>;
  years: number;
  /** Each piece's words, lower-cased and joined by single spaces, for names only a model gave. */
  words: { spot: CvSpot; words: string }[];
};

/** Licence classes that need a car licence (B) first. */
const HEAVY = new Set(['BE', 'C1', 'C1E', 'C', 'CE', 'D1', 'D1E', 'D', 'DE']);

/** Whether a CV's licences meet a required class. */
export const meetsLicence = (held: ReadonlyMap<string, string>, required: string): string | null =>
  required === 'any'
    ? ([...held.values()][0] ?? null)
    : (held.get(required) ??
      (required === 'B' ? ([...held].find(([c]) => HEAVY.has(c))?.[1] ?? null) : null));

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
  const found = new Map<string, Map<CvPlace, string>>();
  const note = (id: string, place: CvPlace, entry: string) => {
    const places = found.get(id) ?? new Map<CvPlace, string>();
    if (!places.has(place)) places.set(place, entry);
    found.set(id, places);
  };
  const piece = (text: string, place: CvPlace, entry: string) => ({ text, place, entry });
  const pieces = [
    ...cv.skills.map((s) => piece(s, 'skills', s)),
    ...cv.certifications.map((c) => piece(c, 'certifications', c)),
    ...cv.education.map((e) => piece(e.text, 'education', e.label)),
    ...cv.experiences.map((e) =>
      piece(`${e.title}. ${e.description}`, 'experience', [e.title, e.company].filter(Boolean).join(', ')),
    ),
    piece(`${cv.headline}. ${cv.summary}`, 'summary', cv.headline),
  ];
  const licences = new Map<string, string>();
  const phrases = new Map<string, CvSpot>();
  let highest = -1;
  let degreeEntry: string | null = null;
  const words: CvEvidence['words'] = [];
  for (const { text, place, entry } of pieces) {
    const tokens = tokenize(text);
    const spot = { place, entry: entry || null };
    words.push({ spot, words: ` ${tokens.map((t) => t.key).join(' ')} ` });
    for (const phrase of phrasesOf(tokens)) if (!phrases.has(phrase)) phrases.set(phrase, spot);
    for (const hit of vocabulary.find(tokens)) note(hit.skill.id, place, entry);
    for (const licence of drivingLicences(text))
      if (!licences.has(licence.value)) licences.set(licence.value, entry);
    if (place === 'education' || place === 'certifications') {
      const levels = [...degreeLevels(text, true).map((d) => d.value), ...leadingDegree(text)];
      for (const level of levels) {
        if (DEGREE_LEVELS.indexOf(level) <= highest) continue;
        highest = DEGREE_LEVELS.indexOf(level);
        degreeEntry = entry;
      }
    }
  }
  for (const name of cv.languages) {
    words.push({ spot: { place: 'languages', entry: name }, words: ` ${name.toLowerCase()} ` });
    for (const word of name.split(/[^\p{L}]+/u)) {
      const language = languageOf(word);
      if (language) note(`language:${language}`, 'languages', name);
    }
  }
  return {
    found,
    phrases,
    skillItems: new Set(cv.skills.map((s) => phraseKey(tokenize(s)))),
    highestDegree: DEGREE_LEVELS[highest] ?? null,
    degreeEntry,
    licences,
    years: yearsWorked(
      cv.experiences.map((e) => ({ ...e, company: '' })),
      now,
    ),
    words,
  };
};
