import type { JobRequirement } from '@hirelane/contract/job-match';
import { adClauses } from '../requirements/ad-sections.ts';
import { degreeLevels, drivingLicences, languages, yearsOfExperience } from '../requirements/phrase-rules.ts';
import { isPlainWord } from '../vocabulary/plain-words.ts';
import type { Vocabulary } from '../vocabulary/vocabulary.ts';
import { type Token, tokenize } from '../vocabulary/vocabulary-format.ts';

/** The longest phrase, in words, that an ad and a CV are compared by. */
const LONGEST = 5;
/**
 * Endings of Norwegian and English word forms ("workshops", "tjenestene"), longest first; not "-er"
 * nor "-en", which make other words ("designer", "golden").
 */
const ENDINGS = ['ene', 'ane', 'et', 'es', 'e', 's'];
const STEM_FROM = 4;

const stem = (key: string): string => {
  const ending = ENDINGS.find((e) => key.endsWith(e) && key.length - e.length >= STEM_FROM);
  return ending ? key.slice(0, -ending.length) : key;
};

/** Words as one phrase: lower-cased, without their endings, joined by single spaces. */
export const phraseKey = (tokens: readonly Token[]): string => tokens.map((t) => stem(t.key)).join(' ');

/** Every run of one to five words that no punctuation breaks, as phrase keys. */
export const phrasesOf = (tokens: readonly Token[]): string[] => {
  const keys: string[] = [];
  for (let from = 0; from < tokens.length; from += 1)
    for (let to = from + 1; to <= Math.min(tokens.length, from + LONGEST); to += 1) {
      if (to - 1 > from && tokens[to - 1]?.breakBefore) break;
      keys.push(phraseKey(tokens.slice(from, to)));
    }
  return keys;
};

/** Plain words that may stand inside a name ("design of experiments", "ledelse av team"). */
const LINKS = new Set(['of', 'for', 'av']);

/** Last words that make a phrase a job title ("store manager"), which is no skill. */
const TITLE_WORDS = new Set(
  [
    'manager',
    'leader',
    'lead',
    'head',
    'director',
    'owner',
    'developer',
    'designer',
    'engineer',
    'consultant',
    'assistant',
    'associate',
    'specialist',
    'officer',
    'adviser',
    'advisor',
    'coordinator',
    'teacher',
    'worker',
    'operator',
    'technician',
    'employee',
    'staff',
    'colleague',
  ].flatMap((word) => [word, `${word}s`]),
);

/**
 * A phrase of an ad that may name a skill: its key, its words as the ad writes them, its strength,
 * and whether it names a job rather than a skill.
 */
export type AdPhrase = { key: string; name: string; words: number; mustHave: boolean; title: boolean };

/** What a CV offers to meet an ad's phrases. */
export type PhraseEvidence = { phrases: ReadonlyMap<string, unknown>; skillItems: ReadonlySet<string> };

/**
 * The ad's candidate phrases, read once per ad: runs of words in its requirement clauses that
 * neither the vocabulary nor a phrase rule (languages, degrees, licences, years) has read, each
 * beginning and ending with a word that names something ("service design", "A/B testing"; a
 * word joined to its neighbour by "/" or "-" counts), with only such words and "of", "av"… between. Every sub-run is a candidate: which one the CV
 * shares decides, longest first.
 */
export const adPhrases = (description: string, vocabulary: Vocabulary): AdPhrase[][] => {
  // The first line names the job ("Service designer"), which the CV may well share: no requirement.
  const title = description.trim().split(/\r?\n/)[0]?.trim().replace(/\s+/g, ' ');
  return adClauses(description).flatMap(({ text, mustHave, sentence }) => {
    if (sentence === title) return [];
    const tokens = tokenize(text);
    const ruled = [
      ...languages(text),
      ...degreeLevels(text),
      ...drivingLicences(text).map((l) => l.phrase),
      ...yearsOfExperience(text),
    ];
    const read = new Set<number>();
    for (const hit of vocabulary.find(tokens)) for (let i = hit.from; i < hit.to; i += 1) read.add(i);
    tokens.forEach((token, i) => {
      if (ruled.some((p) => token.start < p.end && token.end > p.start)) read.add(i);
    });
    const joined = (i: number) => !!tokens[i]?.glued || !!tokens[i + 1]?.glued;
    const naming = (i: number) => {
      const token = tokens[i] as Token;
      return !read.has(i) && (joined(i) || (!isPlainWord(token.key) && token.key.length > 1));
    };
    const inside = (i: number) => naming(i) || (!read.has(i) && LINKS.has(tokens[i]?.key ?? ''));
    const starts: AdPhrase[][] = [];
    for (let from = 0; from < tokens.length; from += 1) {
      if (!naming(from)) continue;
      const here: AdPhrase[] = [];
      for (let to = from + 1; to <= Math.min(tokens.length, from + LONGEST); to += 1) {
        const last = to - 1;
        if (last > from && (tokens[last]?.breakBefore || !inside(last))) break;
        if (!naming(last) || tokens.slice(from, to).every((t) => t.key.length < 3)) continue;
        const first = tokens[from] as Token;
        const name = text.slice(first.start, (tokens[last] as Token).end);
        here.unshift({
          key: phraseKey(tokens.slice(from, to)),
          name: name.charAt(0).toLocaleUpperCase() + name.slice(1),
          words: to - from,
          mustHave,
          title: TITLE_WORDS.has((tokens[last] as Token).key),
        });
      }
      if (here.length > 0) starts.push(here);
    }
    return starts;
  });
};

/**
 * The ad's phrases the CV shares that the reader did not name: a phrase of two or more words found
 * on the CV as written (word endings aside) that is no job title, or one that is an item of the
 * CV's skills list ("Amplitude"). At each place in the ad the longest shared phrase counts, and no phrase inside it.
 */
export const sharedPhrases = (
  candidates: readonly AdPhrase[][],
  cv: PhraseEvidence,
  known: readonly JobRequirement[],
): JobRequirement[] => {
  const knownKeys = new Set(known.map((r) => phraseKey(tokenize(r.name))));
  const found: JobRequirement[] = [];
  const taken = new Set<string>();
  for (const here of candidates) {
    const shared = here.find(
      (p) =>
        cv.phrases.has(p.key) &&
        ((p.words > 1 && !p.title) || cv.skillItems.has(p.key)) &&
        !knownKeys.has(p.key),
    );
    // A phrase already counted, or a part of one ("design" of "service design"), adds nothing.
    if (!shared || [...taken].some((key) => ` ${key} `.includes(` ${shared.key} `))) continue;
    taken.add(shared.key);
    found.push({
      id: `phrase:${shared.key}`,
      name: shared.name,
      kind: 'skill',
      mustHave: shared.mustHave,
      cvSection: 'skills',
    });
  }
  return found;
};
