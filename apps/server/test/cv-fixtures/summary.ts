import { addCounts, type Counts, type CvScore, GROUPS, type Group, type Rates, ratesOf } from './score.ts';

/** One document's score, with what the manifest says about it. */
export type ScoredFile = {
  id: string;
  format: string;
  layout: string;
  language: string;
  heldOut: boolean;
  score: CvScore;
  /** Set when the parser threw (the file is then scored as an empty extraction). */
  error?: string;
};

export type GroupScore = Counts & Rates & { files: number };

export type AccuracySummary = {
  /** Every document. */
  overall: GroupScore;
  /** Documents the parser may be tuned on, and those it must not be: the figures the test holds. */
  tuned: GroupScore;
  heldOut: GroupScore;
  tunedByLanguage: Record<string, GroupScore>;
  byLanguage: Record<string, GroupScore>;
  byFormat: Record<string, GroupScore>;
  byLayout: Record<string, GroupScore>;
  /** Tuned documents, per part of the CV (profile, experiences, skills …). */
  tunedByGroup: Record<Group, GroupScore>;
};

/** Precision, recall and F1 over a set of documents, micro-averaged (their fields added up). */
export const groupScore = (files: ScoredFile[]): GroupScore => {
  const counts = addCounts(files.map((f) => f.score));
  return { files: files.length, ...counts, ...ratesOf(counts) };
};

const byKey = (files: ScoredFile[], key: 'language' | 'format' | 'layout') =>
  Object.fromEntries(
    [...new Set(files.map((f) => f[key]))]
      .sort()
      .map((value) => [value, groupScore(files.filter((f) => f[key] === value))]),
  );

/** The aggregates a note, a bench or the accuracy test reports. */
export const summarise = (files: ScoredFile[]): AccuracySummary => {
  const tuned = files.filter((f) => !f.heldOut);
  return {
    overall: groupScore(files),
    tuned: groupScore(tuned),
    heldOut: groupScore(files.filter((f) => f.heldOut)),
    tunedByLanguage: byKey(tuned, 'language'),
    byLanguage: byKey(files, 'language'),
    byFormat: byKey(files, 'format'),
    byLayout: byKey(files, 'layout'),
    tunedByGroup: Object.fromEntries(
      GROUPS.map((group) => {
        const counts = addCounts(tuned.map((f) => f.score.groups[group]));
        return [group, { files: tuned.length, ...counts, ...ratesOf(counts) }];
      }),
    ) as Record<Group, GroupScore>,
  };
};

// Text for a note --------------------------------------------------------------------------------

export const num = (value: number) => value.toFixed(3);

export const table = (head: string[], rows: string[][]) =>
  [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');

const scoreCells = (s: Counts & Rates) => [
  num(s.precision),
  num(s.recall),
  num(s.f1),
  String(s.tp),
  String(s.fp),
  String(s.fn),
];

/** A Markdown table of every document's score. */
export const formatFiles = (files: ScoredFile[]): string =>
  table(
    ['document', 'layout', 'lang', 'set', 'P', 'R', 'F1', 'tp', 'fp', 'fn'],
    files.map((f) => [
      f.error ? `${f.id} (error: ${f.error})` : f.id,
      f.layout,
      f.language,
      f.heldOut ? 'held out' : 'tuned',
      ...scoreCells(f.score),
    ]),
  );

/** Markdown tables of the aggregates: totals, then per language, format, layout and CV part. */
export const formatSummary = (summary: AccuracySummary): string => {
  const rows = (prefix: string, record: Record<string, GroupScore>) =>
    Object.entries(record).map(([name, s]) => [`${prefix}${name}`, String(s.files), ...scoreCells(s)]);
  const head = ['set', 'files', 'P', 'R', 'F1', 'tp', 'fp', 'fn'];
  return [
    table(head, [
      ['tuned', String(summary.tuned.files), ...scoreCells(summary.tuned)],
      ...rows('tuned · ', summary.tunedByLanguage),
      ['held out', String(summary.heldOut.files), ...scoreCells(summary.heldOut)],
      ['all', String(summary.overall.files), ...scoreCells(summary.overall)],
    ]),
    table(head, [
      ...rows('language ', summary.byLanguage),
      ...rows('format ', summary.byFormat),
      ...rows('layout ', summary.byLayout),
    ]),
    table(
      ['part of the CV (tuned)', 'P', 'R', 'F1', 'tp', 'fp', 'fn'],
      Object.entries(summary.tunedByGroup).map(([name, s]) => [name, ...scoreCells(s)]),
    ),
  ].join('\n\n');
};

/** A document's wrong and missed fields, under its id (for tuning documents only, never held-out ones). */
export const formatMistakes = (file: ScoredFile): string =>
  `#### ${file.id}\n${file.score.mistakes
    .map((m) => `- ${m.field}: expected ${JSON.stringify(m.expected)}, read ${JSON.stringify(m.actual)}`)
    .join('\n')}`;
