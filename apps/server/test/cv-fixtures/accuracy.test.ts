import { expect, it } from 'vitest';
import { readDocument, readExpected, readManifest } from './manifest.ts';
import { readAndScore } from './read-and-score.ts';
import { formatFiles, formatMistakes, formatSummary, type ScoredFile, summarise } from './summary.ts';

/**
 * The built-in parser against the fixture documents (see README.md). Prints a Markdown report to
 * paste into a note; with CV_ACCURACY_MISTAKES=1 also each tuned document's wrong and missed
 * fields (never the held-out ones', which the parser's author must not see).
 */
it('reads the fixture CVs with F1 ≥ 0.98 overall and per language (tuned set), ≥ 0.98 held out', async () => {
  const files: ScoredFile[] = [];
  for (const entry of readManifest())
    files.push({
      ...entry,
      ...(await readAndScore(readDocument(entry), entry.format, readExpected(entry.id))),
    });
  const summary = summarise(files);
  const report = ['### CV import accuracy (built-in parser)', formatFiles(files), formatSummary(summary)];
  if (process.env.CV_ACCURACY_MISTAKES)
    for (const file of files.filter((f) => !f.heldOut && f.score.mistakes.length > 0))
      report.push(formatMistakes(file));
  console.info(report.join('\n\n'));

  expect(summary.tuned.f1).toBeGreaterThanOrEqual(0.98);
  for (const language of ['en', 'no'])
    expect(summary.tunedByLanguage[language]?.f1).toBeGreaterThanOrEqual(0.98);
  expect(summary.heldOut.f1).toBeGreaterThanOrEqual(0.98);
}, 120_000);
