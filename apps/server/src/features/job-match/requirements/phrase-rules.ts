import type { Language } from '@hirelane/contract/constants';
import type { DegreeLevel } from '@hirelane/contract/job-match';

/** A phrase found in a text: what it says and the characters it covers. */
export type Phrase<T> = { value: T; start: number; end: number };

const all = <T>(
  text: string,
  pattern: RegExp,
  value: (match: RegExpExecArray) => T | undefined,
): Phrase<T>[] =>
  [...text.matchAll(pattern)].flatMap((match) => {
    const found = value(match);
    return found === undefined
      ? []
      : [{ value: found, start: match.index, end: match.index + match[0].length }];
  });

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  ten: 10,
  ett: 1,
  en: 1,
  to: 2,
  tre: 3,
  fire: 4,
  fem: 5,
  seks: 6,
  sju: 7,
  syv: 7,
  åtte: 8,
  ti: 10,
};
/** Letters of English and Norwegian words (plain classes compile far faster than Unicode properties). */
const LETTER = 'A-Za-zÀ-ÖØ-öø-ÿ';
const COUNT = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})`;
const YEARS = new RegExp(
  `(?<![${LETTER}\\d])${COUNT}\\s*\\+?\\s*(?:(?:-|–|to|til)\\s*\\d{1,2}\\s*)?(?:years?|yrs|års?)(?![${LETTER}])`,
  'gi',
);
const EXPERIENCE = /experience|erfaring|ansiennitet|praksis/i;

/** "3+ years of experience", "minst to års erfaring": the least number of years asked for. */
export const yearsOfExperience = (text: string): Phrase<number>[] =>
  EXPERIENCE.test(text)
    ? all(text, YEARS, (match) => {
        const count = match[1]?.toLowerCase() ?? '';
        const years = NUMBER_WORDS[count] ?? Number(count);
        return years >= 1 && years <= 30 ? years : undefined;
      })
    : [];

/** Degree phrases, each with the level it names; the lowest one in a sentence is the requirement. */
const DEGREES: [DegreeLevel, RegExp][] = [
  ['phd', /\b(?:ph\.?\s?d|doctorate|doctoral degree)\b|doktorgrad/gi],
  [
    'master',
    /(?<!scrum[\s-]?)\bmaster(?:'s|’s|s)?\s+(?:degree|level|of|in|i)\b|\bmaster(?:grad|nivå|utdanning|studium|gradsutdanning)|\bM\.?Sc\b|sivilingeniør|siviløkonom|\bhovedfag|\bcand\.\s?[a-zæøå]+/gi,
  ],
  [
    'bachelor',
    /\bbachelor(?:'s|’s|s)?(?:grad|nivå|utdanning)?\b|\bB\.?Sc\b|\b(?:3|tre)-årig\s+(?:høy|høg)skoleutdanning|\bsykepleierutdanning|\bvernepleierutdanning|\bsosionomutdanning/gi,
  ],
  [
    'higher',
    /\b(?:university|college)\s+(?:degree|education)|\brelevant (?:degree|higher education)|\bdegree in\b|\bhigher education|\bhøyere utdanning|\bhøgre utdanning|\buniversitets-?\s*(?:eller|og|\/)\s*(?:høy|høg)skoleutdanning|\b(?:høy|høg)skoleutdanning|\buniversitetsutdanning/gi,
  ],
  [
    'vocational',
    /\bfagbrev|\bsvennebrev|\bvocational (?:certificate|qualification|training)|\btrade certificate|\bjourneyman|\bfagskole(?:utdanning)?|\btechnical college/gi,
  ],
  // Not "erfaring fra videregående skole": a school as a workplace is no degree.
  [
    'upper-secondary',
    /(?<!\b(?:fra|from|at|på|i|ved)\s)(?:videregående (?:skole|opplæring|utdanning)|upper secondary|high school diploma)|studiekompetanse/gi,
  ],
];

/** "videregående skole" is a degree only where the text speaks of schooling, not of a school by name. */
const SCHOOLING =
  /fullført|completed|finished|utdanning|education|opplæring|vitnemål|diploma|kompetanse|nivå|level/i;

/** Degree phrases in a text; `schooling` says the text is about education (a CV's education section is). */
export const degreeLevels = (text: string, schooling = SCHOOLING.test(text)): Phrase<DegreeLevel>[] =>
  DEGREES.flatMap(([level, pattern]) =>
    level === 'upper-secondary' && !schooling ? [] : all(text, pattern, () => level),
  );

const CLASS = '(?:BE|CE|C1E|C1|D1E|D1|DE|A1|A2|[ABCDT])';
/** Licence words in either casing; the classes themselves only in capitals ("and a car" names none). */
const LICENCE_WORDS = "(?:[Ff]ørerkort|[Ss]ertifikat|[Dd]river['’]?s [Ll]icen[cs]e|[Dd]riving [Ll]icen[cs]e)";
const CLASS_WORD = '(?:[Kk]lasse|[Cc]lass|[Kk]l\\.?)';
const AFTER_CLASS = `(?![${LETTER}\\d])`;
/** "og", "or", "/", ", gjerne", "; " … between classes of one licence. */
const BETWEEN = `\\s*(?:\\)\\s*)?(?:(?:,|;|og|and|or|eller|\\/|gjerne|ideally|preferably)\\s*)+(?:${CLASS_WORD}\\s*)?`;
const LICENCES = [
  // "førerkort klasse B og C", "driving licence (B); BE …", "førerkort for bil (klasse B)"
  new RegExp(
    `${LICENCE_WORDS}(?:(?:\\s+[${LETTER}]+){0,3}?\\s*(?:\\(\\s*)?${CLASS_WORD}\\s*|\\s*(?:\\(\\s*)?)${CLASS}${AFTER_CLASS}(?:${BETWEEN}${CLASS}${AFTER_CLASS})*`,
    'g',
  ),
  // "klasse B-sertifikat", "class C licence"
  new RegExp(`${CLASS_WORD}\\s+${CLASS}(?:${BETWEEN}${CLASS})*\\s*-?\\s*${LICENCE_WORDS}`, 'g'),
  // "B-førerkort", "CE-sertifikat"
  new RegExp(`(?<![${LETTER}\\d])${CLASS}-(?:førerkort|sertifikat|licen[cs]e)`, 'g'),
];
const ANY_LICENCE = new RegExp(`(?<![${LETTER}\\d-])${LICENCE_WORDS}(?![${LETTER}\\d])`, 'g');
const CLASS_IN = new RegExp(`(?<=^|[^${LETTER}\\d])${CLASS}${AFTER_CLASS}`, 'g');

/** A driving licence class named in a text: the class's letters, and the whole phrase it is part of. */
export type LicencePhrase = Phrase<string> & { phrase: { start: number; end: number } };

/**
 * Driving licences by class ("førerkort klasse B", "C/CE licence"), each class where its letters
 * stand (so "B, gjerne BE" gives a must-have and a plus); "any" when no class is named.
 */
export const drivingLicences = (text: string): LicencePhrase[] => {
  const found: LicencePhrase[] = [];
  const overlaps = (start: number, end: number) =>
    found.some((f) => start < f.phrase.end && end > f.phrase.start);
  for (const pattern of LICENCES) {
    for (const match of text.matchAll(pattern)) {
      const phrase = { start: match.index, end: match.index + match[0].length };
      if (overlaps(phrase.start, phrase.end)) continue;
      const blank = (w: string) => ' '.repeat(w.length);
      const body = match[0]
        .replace(new RegExp(LICENCE_WORDS, 'g'), blank)
        .replace(new RegExp(CLASS_WORD, 'g'), blank);
      for (const c of body.matchAll(CLASS_IN)) {
        const start = phrase.start + c.index;
        found.push({ value: c[0].toUpperCase(), start, end: start + c[0].length, phrase });
      }
    }
  }
  for (const match of text.matchAll(ANY_LICENCE)) {
    const phrase = { start: match.index, end: match.index + match[0].length };
    if (!overlaps(phrase.start, phrase.end)) found.push({ value: 'any', ...phrase, phrase });
  }
  return found;
};

/** A language an ad may ask for: its id (the English name), its name in every language, the words that name it. */
type SpokenLanguage = { id: string; names: Record<Language, string>; words: string[] };

export const LANGUAGES: SpokenLanguage[] = [
  {
    id: 'Norwegian',
    names: { en: 'Norwegian', no: 'Norsk' },
    words: ['norwegian', 'norsk', 'bokmål', 'nynorsk'],
  },
  { id: 'English', names: { en: 'English', no: 'Engelsk' }, words: ['english', 'engelsk'] },
  {
    id: 'Scandinavian language',
    names: { en: 'Scandinavian language', no: 'Skandinavisk språk' },
    words: ['scandinavian', 'skandinavisk'],
  },
  { id: 'Swedish', names: { en: 'Swedish', no: 'Svensk' }, words: ['swedish', 'svensk'] },
  { id: 'Danish', names: { en: 'Danish', no: 'Dansk' }, words: ['danish', 'dansk'] },
  { id: 'German', names: { en: 'German', no: 'Tysk' }, words: ['german', 'tysk'] },
  { id: 'French', names: { en: 'French', no: 'Fransk' }, words: ['french', 'fransk'] },
  { id: 'Spanish', names: { en: 'Spanish', no: 'Spansk' }, words: ['spanish', 'spansk'] },
  { id: 'Italian', names: { en: 'Italian', no: 'Italiensk' }, words: ['italian', 'italiensk'] },
  { id: 'Portuguese', names: { en: 'Portuguese', no: 'Portugisisk' }, words: ['portuguese', 'portugisisk'] },
  { id: 'Polish', names: { en: 'Polish', no: 'Polsk' }, words: ['polish', 'polsk'] },
  { id: 'Lithuanian', names: { en: 'Lithuanian', no: 'Litauisk' }, words: ['lithuanian', 'litauisk'] },
  { id: 'Finnish', names: { en: 'Finnish', no: 'Finsk' }, words: ['finnish', 'finsk'] },
  { id: 'Sami', names: { en: 'Sami', no: 'Samisk' }, words: ['sami', 'sámi', 'samisk'] },
  { id: 'Russian', names: { en: 'Russian', no: 'Russisk' }, words: ['russian', 'russisk'] },
  { id: 'Ukrainian', names: { en: 'Ukrainian', no: 'Ukrainsk' }, words: ['ukrainian', 'ukrainsk'] },
  { id: 'Arabic', names: { en: 'Arabic', no: 'Arabisk' }, words: ['arabic', 'arabisk'] },
  { id: 'Somali', names: { en: 'Somali', no: 'Somali' }, words: ['somali'] },
  { id: 'Tigrinya', names: { en: 'Tigrinya', no: 'Tigrinja' }, words: ['tigrinya', 'tigrinja'] },
  { id: 'Dari', names: { en: 'Dari', no: 'Dari' }, words: ['dari'] },
  { id: 'Turkish', names: { en: 'Turkish', no: 'Tyrkisk' }, words: ['turkish', 'tyrkisk'] },
  { id: 'Chinese', names: { en: 'Chinese', no: 'Kinesisk' }, words: ['chinese', 'mandarin', 'kinesisk'] },
  { id: 'Japanese', names: { en: 'Japanese', no: 'Japansk' }, words: ['japanese', 'japansk'] },
  { id: 'Dutch', names: { en: 'Dutch', no: 'Nederlandsk' }, words: ['dutch', 'nederlandsk'] },
  {
    id: 'Norwegian Sign Language',
    names: { en: 'Norwegian Sign Language', no: 'Norsk tegnspråk' },
    words: ['tegnspråk'],
  },
];
const LANGUAGE_WORDS = new Map(LANGUAGES.flatMap(({ id, words }) => words.map((w) => [w, id] as const)));
/** Words that name a language skill by themselves ("gode norskkunnskaper"). */
const SKILL_WORDS = /^(\p{L}+?)(?:kunnskaper|ferdigheter|kompetanse)$/u;
/** A language named in a sentence about speaking or writing it is a requirement; elsewhere it is not. */
const ABOUT_LANGUAGE =
  /speak|spoken|written|writing|fluen|proficien|language|command of|verbal|oral|communicat|muntlig|skriftlig|flytende|behersk|språk|kommunis|snakke|uttrykk|nivå [abc][12]|level [abc][12]|\b[abc][12]\b/iu;

/** A language named right after "good", "fluent", "gode" … ("Good Norwegian or English"). */
const SKILLED = new RegExp(
  `(?:good|fluent|excellent|basic|strong|native|proficient|god|gode|godt|flytende|grunnleggende|perfekt|utmerket)\\s+(?:[${LETTER}]+\\s+(?:or|and|og|eller)\\s+)?$`,
  'i',
);
/** The first word of "norsk- eller engelskkunnskaper" names a language skill too. */
const SHARED_ENDING = /^-\s+(?:og|eller|and|or)\s+\p{L}+?(?:kunnskaper|ferdigheter|skills)/u;

/** The language a word names, if it names one ("norsk", "engelskkunnskaper"). */
export const languageOf = (word: string): string | undefined => {
  const lower = word.toLowerCase();
  return LANGUAGE_WORDS.get(lower) ?? LANGUAGE_WORDS.get(SKILL_WORDS.exec(lower)?.[1] ?? '');
};

/** Languages a clause asks for, with the words' positions; `about`: its sentence speaks of using a language. */
/** Whether a sentence speaks of using a language (speaking, writing, a level). */
export const speaksOfLanguage = (sentence: string): boolean => ABOUT_LANGUAGE.test(sentence);

export const languages = (text: string, about = speaksOfLanguage(text)): Phrase<string>[] => {
  return all(text, /\p{L}+/gu, (match) => {
    const word = match[0].toLowerCase();
    const language = languageOf(word);
    if (!language) return undefined;
    const before = text.slice(Math.max(0, match.index - 40), match.index);
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 40);
    return about || SKILL_WORDS.test(word) || SKILLED.test(before) || SHARED_ENDING.test(after)
      ? language
      : undefined;
  });
};
