import { type Counts, f1Of } from './score.ts';

export type Scored = {
  id: string;
  format: string;
  layout: string;
  language: string;
  heldOut: boolean;
  counts: Counts;
};

const add = (list: Counts[]): Counts =>
  list.reduce((sum, c) => ({ tp: sum.tp + c.tp, fp: sum.fp + c.fp, fn: sum.fn + c.fn }), {
    tp: 0,
    fp: 0,
    fn: 0,
  });

/** Precision, recall and F1 over a group of files (fields summed, so big CVs weigh more). */
export const groupScore = (scored: Scored[]) => ({
  files: scored.length,
  ...f1Of(add(scored.map((s) => s.counts))),
});

/** The figures a note reports: overall, per language, per format, per layout, tuned and held out. */
export const summarise = (scored: Scored[]) => {
  const by = (key: 'language' | 'format' | 'layout') =>
    Object.fromEntries(
      [...new Set(scored.map((s) => s[key]))]
        .sort()
        .map((value) => [value, groupScore(scored.filter((s) => s[key] === value))]),
    );
  const tuned = scored.filter((s) => !s.heldOut);
  return {
    overall: groupScore(scored),
    tuned: groupScore(tuned),
    heldOut: groupScore(scored.filter((s) => s.heldOut)),
    tunedByLanguage: Object.fromEntries(
      ['en', 'no'].map((l) => [l, groupScore(tuned.filter((s) => s.language === l))]),
    ),
    byLanguage: by('language'),
    byFormat: by('format'),
    byLayout: by('layout'),
  };
};

const pct = (value: number) => value.toFixed(3);

/** A plain table of a summary, ready to paste into a note. */
export const formatSummary = (summary: ReturnType<typeof summarise>): string => {
  const row = (label: string, s: ReturnType<typeof groupScore>) =>
    `${label.padEnd(24)} files ${String(s.files).padStart(2)}  P ${pct(s.precision)}  R ${pct(s.recall)}  F1 ${pct(s.f1)}`;
  return [
    row('overall', summary.overall),
    row('tuned', summary.tuned),
    row('held out', summary.heldOut),
    ...Object.entries(summary.tunedByLanguage).map(([k, v]) => row(`tuned, ${k}`, v)),
    ...Object.entries(summary.byLanguage).map(([k, v]) => row(`language ${k}`, v)),
    ...Object.entries(summary.byFormat).map(([k, v]) => row(`format ${k}`, v)),
    ...Object.entries(summary.byLayout).map(([k, v]) => row(`layout ${k}`, v)),
  ].join('\n');
};
