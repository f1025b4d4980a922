import type { ParsedCv } from '@hirelane/contract/cv-import';

/** Field-level counts: found and right, found but wrong or extra, expected but missed. */
export type Counts = { tp: number; fp: number; fn: number };

const COMPANY_FORMS = new Set(['as', 'asa', 'ltd', 'limited', 'inc', 'plc', 'llc', 'ab', 'sa']);
const tokens = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter((t) => t && !COMPANY_FORMS.has(t));

/** Token overlap (Dice): 1 for the same words in any order, 0 for none in common. */
export const similarity = (a: string, b: string): number => {
  const x = tokens(a);
  const y = tokens(b);
  if (x.length === 0 && y.length === 0) return 1;
  const rest = [...y];
  let common = 0;
  for (const token of x) {
    const at = rest.indexOf(token);
    if (at >= 0) {
      common += 1;
      rest.splice(at, 1);
    }
  }
  return (2 * common) / (x.length + y.length);
};

type Compare = 'exact' | 'fuzzy' | 'text' | 'phone';
const THRESHOLD = { fuzzy: 0.8, text: 0.7 };

const same = (expected: string, actual: string, how: Compare) => {
  if (how === 'exact') return expected.trim().toLowerCase() === actual.trim().toLowerCase();
  if (how === 'phone') return expected.replace(/\D/g, '') === actual.replace(/\D/g, '');
  return similarity(expected, actual) >= THRESHOLD[how];
};

const present = (value: unknown) => value !== null && value !== undefined && value !== '' && value !== false;

/** One field: right (tp), or missed (fn) and/or wrong (fp); absent on both sides counts nothing. */
const field = (counts: Counts, expected: unknown, actual: unknown, how: Compare) => {
  const e = present(expected);
  const a = present(actual);
  if (!e && !a) return;
  if (e && a && same(String(expected), String(actual), how)) counts.tp += 1;
  else {
    if (e) counts.fn += 1;
    if (a) counts.fp += 1;
  }
};

type Fields<T> = [keyof T, Compare][];

/** Entries paired by their naming fields (best pair first); the rest count as missed or extra. */
const entries = <T extends object>(
  counts: Counts,
  expected: T[],
  actual: T[],
  fields: Fields<T>,
  names: (keyof T)[],
) => {
  const key = (item: T) => names.map((name) => String(item[name] ?? '')).join(' ');
  const pairs = expected
    .flatMap((e, i) => actual.map((a, j) => ({ i, j, score: similarity(key(e), key(a)) })))
    .filter((pair) => pair.score >= 0.5)
    .sort((p, q) => q.score - p.score);
  const usedE = new Set<number>();
  const usedA = new Set<number>();
  for (const { i, j } of pairs) {
    if (usedE.has(i) || usedA.has(j)) continue;
    usedE.add(i);
    usedA.add(j);
    for (const [name, how] of fields) field(counts, expected[i]?.[name], actual[j]?.[name], how);
  }
  expected.forEach((e, i) => {
    if (!usedE.has(i)) for (const [name, how] of fields) field(counts, e[name], null, how);
  });
  actual.forEach((a, j) => {
    if (!usedA.has(j)) for (const [name, how] of fields) field(counts, null, a[name], how);
  });
};

const set = (counts: Counts, expected: string[], actual: string[]) => {
  const e = new Set(expected.map((s) => s.trim().toLowerCase()));
  const a = new Set(actual.map((s) => s.trim().toLowerCase()));
  for (const item of e)
    if (a.has(item)) counts.tp += 1;
    else counts.fn += 1;
  for (const item of a) if (!e.has(item)) counts.fp += 1;
};

/** Scores an extraction against what the document shows: names and dates exact, titles fuzzy. */
export const scoreCv = (expected: ParsedCv, actual: ParsedCv): Counts => {
  const counts: Counts = { tp: 0, fp: 0, fn: 0 };
  const p = (name: keyof ParsedCv['profile'], how: Compare) =>
    field(counts, expected.profile[name], actual.profile[name], how);
  p('firstName', 'exact');
  p('lastName', 'exact');
  p('email', 'exact');
  p('phone', 'phone');
  p('location', 'exact');
  p('headline', 'fuzzy');
  entries(
    counts,
    expected.experiences,
    actual.experiences,
    [
      ['title', 'fuzzy'],
      ['company', 'fuzzy'],
      ['location', 'exact'],
      ['startDate', 'exact'],
      ['endDate', 'exact'],
      ['isCurrent', 'exact'],
      ['description', 'text'],
    ],
    ['title', 'company'],
  );
  entries(
    counts,
    expected.educations,
    actual.educations,
    [
      ['school', 'fuzzy'],
      ['degree', 'fuzzy'],
      ['field', 'fuzzy'],
      ['startDate', 'exact'],
      ['endDate', 'exact'],
    ],
    ['school', 'degree', 'field'],
  );
  entries(
    counts,
    expected.certifications,
    actual.certifications,
    [
      ['name', 'fuzzy'],
      ['issuer', 'fuzzy'],
      ['issueDate', 'exact'],
    ],
    ['name'],
  );
  set(counts, expected.professional, actual.professional);
  set(counts, expected.personal, actual.personal);
  entries(
    counts,
    expected.language,
    actual.language,
    [
      ['language', 'exact'],
      ['level', 'exact'],
    ],
    ['language'],
  );
  return counts;
};

export const f1Of = ({ tp, fp, fn }: Counts) => {
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
};
