import { expect, it } from 'vitest';
import { generatedSet } from './manifest.ts';
import { scoreSet } from './read-and-score.ts';
import {
  formatFiles,
  formatMistakes,
  formatSummary,
  groupScore,
  type ScoredFile,
  summarise,
} from './summary.ts';
import { scoreWildSet } from './wild/report.ts';

/**
 * The built-in parser against the fixture documents (see README.md). Prints a Markdown report to
 * paste into a note; with CV_ACCURACY_MISTAKES=1 also each tuned document's wrong and missed
 * fields (never the held-out ones', which the parser's author must not see).
 */
const scoreGeneratedSet = (): Promise<ScoredFile[]> => scoreSet(generatedSet);

/** F1 reached (generated set: tuned 0.995, en 0.994, no 0.997, held out 0.990), less a little. */
it('reads the fixture CVs with F1 ≥ 0.99 overall and per language (tuned set), ≥ 0.985 held out', async () => {
  const files = await scoreGeneratedSet();
  const summary = summarise(files);
  const report = ['### CV import accuracy (built-in parser)', formatFiles(files), formatSummary(summary)];
  if (process.env.CV_ACCURACY_MISTAKES)
    for (const file of files.filter((f) => !f.heldOut && f.score.mistakes.length > 0))
      report.push(formatMistakes(file));
  console.info(report.join('\n\n'));

  expect(summary.tuned.f1).toBeGreaterThanOrEqual(0.99);
  for (const language of ['en', 'no'])
    expect(summary.tunedByLanguage[language]?.f1).toBeGreaterThanOrEqual(0.99);
  expect(summary.heldOut.f1).toBeGreaterThanOrEqual(0.985);
  expect(files.filter((f) => f.score.f1 < 0.8).map((f) => f.id)).toEqual([]);
}, 120_000);

/**
 * The whole set: this one and the CVs in the wild (wild/), tuning and held-out documents counted
 * apart. Reached: all 0.990, tuning 0.993, held out 0.979, lowest document 0.88.
 */
it('reads the whole set (generated and wild) at F1 ≥ 0.98, tuning and held out apart, no file below 0.80', async () => {
  const files = [...(await scoreGeneratedSet()), ...(await scoreWildSet())];
  const tuning = groupScore(files.filter((f) => !f.heldOut));
  const heldOut = groupScore(files.filter((f) => f.heldOut));
  console.info(
    `Whole set: F1 ${groupScore(files).f1.toFixed(3)} (${files.length} files); tuning ${tuning.f1.toFixed(3)}, held out ${heldOut.f1.toFixed(3)}`,
  );
  expect(groupScore(files).f1).toBeGreaterThanOrEqual(0.985);
  expect(tuning.f1).toBeGreaterThanOrEqual(0.985);
  expect(heldOut.f1).toBeGreaterThanOrEqual(0.975);
  expect(files.filter((f) => f.score.f1 < 0.8).map((f) => f.id)).toEqual([]);
}, 180_000);
