import { IMPORT_GROUPS } from '@hirelane/contract/constants';
import type { ParsedCv } from '@hirelane/contract/cv-import';

/**
 * Field-level scoring of a CV extraction against what the document shows.
 *
 * Every field that is non-empty on either side counts once: right (tp), or missed (fn) and/or
 * wrong (fp) — a wrong value is both. Entries (experience, education, certification, language)
 * are first paired with the expected entry they best resemble; an unpaired extracted entry is a
 * false positive for each of its fields, an unpaired expected one a false negative for each.
 */
export type Counts = { tp: number; fp: number; fn: number };
export type Rates = { precision: number; recall: number; f1: number };

export const GROUPS = ['profile', ...IMPORT_GROUPS] as const;
export type Group = (typeof GROUPS)[number];

/** A field that was missed or wrong: where, what the document shows, what was read. */
export type Mistake = { field: string; expected: string | null; actual: string | null };

/**
 * `facts`: counts per kind of field, the entry left out of its name ("experiences.title",
 * "language.level", "professional"), to tell which fact a parser gets wrong across documents.
 */
export type CvScore = Counts &
  Rates & { groups: Record<Group, Counts>; facts: Record<string, Counts>; mistakes: Mistake[] };

/** "experiences[Nurse @ Ahus].title" → "experiences.title", "professional[SQL]" → "professional". */
export const factOf = (field: string): string => field.replace(/\[[^\]]*\]/g, '');

// Comparing --------------------------------------------------------------------------------------

/** Company forms that say nothing about which company: "Equinor ASA" is "Equinor". */
const LEGAL_FORMS = new Set([
  'as',
  'asa',
  'sa',
  'ab',
  'ltd',
  'limited',
  'inc',
  'corp',
  'plc',
  'llc',
  'llp',
  'gmbh',
  'ag',
  'bv',
  'nv',
  'sl',
  'oy',
]);

/** Lower case, letters and digits only ("B.V." → "bv", "St. Olavs" → "st olavs"), single spaces. */
export const normalise = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const tokens = (text: string, organisation: boolean) =>
  normalise(text)
    .split(' ')
    .filter((token) => token && !(organisation && LEGAL_FORMS.has(token)));

/** Token overlap (Dice over the words): 1 for the same words in any order, 0 for none in common. */
export const similarity = (a: string, b: string, organisation = false): number => {
  const x = tokens(a, organisation);
  const y = tokens(b, organisation);
  if (x.length === 0 && y.length === 0) return 1;
  const left = [...y];
  let common = 0;
  for (const token of x) {
    const at = left.indexOf(token);
    if (at >= 0) {
      common += 1;
      left.splice(at, 1);
    }
  }
  return (2 * common) / (x.length + y.length);
};

const digits = (text: string) => text.replace(/\D/g, '');

/** Phones by their digits; a country code written on one side only ("+47 912 34 567" = "912 34 567") is allowed. */
export const samePhone = (a: string, b: string): boolean => {
  const [short, long] = [digits(a), digits(b)].sort((p, q) => p.length - q.length) as [string, string];
  if (short === long) return short.length > 0;
  return short.length >= 7 && long.length - short.length <= 3 && long.endsWith(short);
};

/**
 * How a field is compared: `exact` (case and spacing aside), `fuzzy` for titles and names of
 * things (≥ 0.8 token overlap), `org` for companies, schools and issuers (the same, legal forms
 * dropped), `text` for descriptions (≥ 0.7), `phone` by digits.
 */
export type Compare = 'exact' | 'fuzzy' | 'org' | 'text' | 'phone';

export const FUZZY_THRESHOLD = 0.8;
export const TEXT_THRESHOLD = 0.7;

const same = (expected: string, actual: string, how: Compare): boolean => {
  switch (how) {
    case 'exact':
      return (
        expected.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ') ===
        actual.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ')
      );
    case 'phone':
      return samePhone(expected, actual);
    case 'fuzzy':
      return similarity(expected, actual) >= FUZZY_THRESHOLD;
    case 'org':
      return similarity(expected, actual, true) >= FUZZY_THRESHOLD;
    case 'text':
      return similarity(expected, actual) >= TEXT_THRESHOLD;
  }
};

/** Empty text, null and false are "not there" (isCurrent counts only where it is true). */
const present = (value: unknown): value is string | number | true =>
  value !== null && value !== undefined && value !== '' && value !== false;

const shown = (value: unknown) => (present(value) ? String(value) : null);

// Counting ---------------------------------------------------------------------------------------

type Tally = { counts: Counts; group: Counts; facts: Record<string, Counts>; mistakes: Mistake[] };

const field = (tally: Tally, name: string, expected: unknown, actual: unknown, how: Compare) => {
  const e = present(expected);
  const a = present(actual);
  if (!e && !a) return;
  const fact = factOf(name);
  tally.facts[fact] ??= zero();
  const add = (key: keyof Counts) => {
    tally.counts[key] += 1;
    tally.group[key] += 1;
    (tally.facts[fact] as Counts)[key] += 1;
  };
  if (e && a && same(String(expected), String(actual), how)) {
    add('tp');
    return;
  }
  if (e) add('fn');
  if (a) add('fp');
  tally.mistakes.push({ field: name, expected: shown(expected), actual: shown(actual) });
};

type Fields<T> = [keyof T & string, Compare][];

/** The lowest naming likeness at which two entries are taken to be the same entry. */
export const PAIR_THRESHOLD = 0.5;

/**
 * Pairs extracted entries with expected ones, best likeness first (the naming fields' token
 * overlap, a same start as tie-breaker), then compares the paired entries field by field.
 */
const entries = <T extends object>(
  tally: Tally,
  group: string,
  expected: T[],
  actual: T[],
  fields: Fields<T>,
  key: (item: T) => string,
  organisation: boolean,
  start?: keyof T,
) => {
  const pairs = expected
    .flatMap((e, i) =>
      actual.map((a, j) => {
        const likeness = similarity(key(e), key(a), organisation);
        const bonus = start && e[start] && e[start] === a[start] ? 0.01 : 0;
        return { i, j, likeness, score: likeness + bonus };
      }),
    )
    .filter((pair) => pair.likeness >= PAIR_THRESHOLD)
    .sort((p, q) => q.score - p.score || p.i - q.i || p.j - q.j);
  const pairedE = new Set<number>();
  const pairedA = new Set<number>();
  const compare = (label: string, e: T | null, a: T | null) => {
    for (const [name, how] of fields) field(tally, `${group}[${label}].${name}`, e?.[name], a?.[name], how);
  };
  for (const { i, j } of pairs) {
    if (pairedE.has(i) || pairedA.has(j)) continue;
    pairedE.add(i);
    pairedA.add(j);
    compare(key(expected[i] as T), expected[i] ?? null, actual[j] ?? null);
  }
  expected.forEach((e, i) => {
    if (!pairedE.has(i)) compare(key(e), e, null);
  });
  actual.forEach((a, j) => {
    if (!pairedA.has(j)) compare(`extra: ${key(a)}`, null, a);
  });
};

/** Skills as sets: each skill is one field, matched case-insensitively. */
const skills = (tally: Tally, group: string, expected: string[], actual: string[]) => {
  const e = new Map(expected.map((s) => [s.trim().toLowerCase().replace(/\s+/g, ' '), s]));
  const a = new Map(actual.map((s) => [s.trim().toLowerCase().replace(/\s+/g, ' '), s]));
  for (const [k, v] of e) field(tally, `${group}[${v}]`, v, a.has(k) ? v : null, 'exact');
  for (const [k, v] of a) if (!e.has(k)) field(tally, `${group}[${v}]`, null, v, 'exact');
};

const zero = (): Counts => ({ tp: 0, fp: 0, fn: 0 });

export const ratesOf = ({ tp, fp, fn }: Counts): Rates => {
  // Nothing claimed means nothing claimed wrongly (precision 1); nothing to find, nothing missed.
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
};

/** Scores an extraction against the expected CV: names and dates exact, titles and companies fuzzy. */
export const scoreCv = (expected: ParsedCv, actual: ParsedCv): CvScore => {
  const counts = zero();
  const groups = Object.fromEntries(GROUPS.map((g) => [g, zero()])) as Record<Group, Counts>;
  const mistakes: Mistake[] = [];
  const facts: Record<string, Counts> = {};
  const tally = (group: Group): Tally => ({ counts, group: groups[group], facts, mistakes });

  const profile = tally('profile');
  const fields: [keyof ParsedCv['profile'], Compare][] = [
    ['firstName', 'exact'],
    ['lastName', 'exact'],
    ['email', 'exact'],
    ['phone', 'phone'],
    ['location', 'exact'],
    ['headline', 'fuzzy'],
  ];
  for (const [name, how] of fields)
    field(profile, `profile.${name}`, expected.profile[name], actual.profile[name], how);

  entries(
    tally('experiences'),
    'experiences',
    expected.experiences,
    actual.experiences,
    [
      ['title', 'fuzzy'],
      ['company', 'org'],
      ['startDate', 'exact'],
      ['endDate', 'exact'],
      ['isCurrent', 'exact'],
      ['description', 'text'],
    ],
    (e) => `${e.title} @ ${e.company}`,
    true,
    'startDate',
  );
  entries(
    tally('educations'),
    'educations',
    expected.educations,
    actual.educations,
    [
      ['school', 'org'],
      ['degree', 'exact'],
      ['field', 'fuzzy'],
      ['startDate', 'exact'],
      ['endDate', 'exact'],
    ],
    (e) => [e.degree, e.field, e.school].filter(Boolean).join(' · '),
    true,
    'startDate',
  );
  entries(
    tally('certifications'),
    'certifications',
    expected.certifications,
    actual.certifications,
    [
      ['name', 'fuzzy'],
      ['issuer', 'org'],
      ['issueDate', 'exact'],
    ],
    (c) => [c.name, c.issuer].filter(Boolean).join(' · '),
    true,
    'issueDate',
  );
  skills(tally('professional'), 'professional', expected.professional, actual.professional);
  skills(tally('personal'), 'personal', expected.personal, actual.personal);
  // Languages pair by name (the same name, case aside); a paired language scores its name and level.
  const languages = tally('language');
  const byName = (list: ParsedCv['language']) => new Map(list.map((l) => [normalise(l.language), l]));
  const e = byName(expected.language);
  const a = byName(actual.language);
  for (const [name, item] of e) {
    const found = a.get(name);
    field(languages, `language[${item.language}].language`, item.language, found?.language, 'exact');
    field(languages, `language[${item.language}].level`, item.level, found?.level, 'exact');
  }
  for (const [name, item] of a)
    if (!e.has(name)) {
      field(languages, `language[extra: ${item.language}].language`, null, item.language, 'exact');
      field(languages, `language[extra: ${item.language}].level`, null, item.level, 'exact');
    }

  return { ...counts, ...ratesOf(counts), groups, facts, mistakes };
};

/** Counts added up (a group of files is scored over all its fields, so bigger CVs weigh more). */
export const addCounts = (list: Counts[]): Counts =>
  list.reduce((sum, c) => ({ tp: sum.tp + c.tp, fp: sum.fp + c.fp, fn: sum.fn + c.fn }), zero());
