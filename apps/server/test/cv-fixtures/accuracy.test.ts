import { expect, it } from 'vitest';
import { parseCvOffline } from '../../src/features/cv-import/offline/parse-cv.ts';
import { readDocument, readExpected, readManifest } from './manifest.ts';
import { EMPTY_CV } from './person.ts';
import { scoreCv } from './score.ts';
import { formatFiles, formatSummary, type ScoredFile, summarise } from './summary.ts';

/**
 * The built-in parser against the fixture documents (see README.md). Prints a Markdown report to
 * paste into a note; with CV_ACCURACY_MISTAKES=1 also each tuned document's wrong and missed
 * fields (never the held-out ones', which the parser's author must not see).
 */
it('reads the fixture CVs with F1 ≥ 0.90 overall and ≥ 0.85 per language (tuned set), ≥ 0.75 held out', async () => {
  const files: ScoredFile[] = [];
  for (const entry of readManifest()) {
    let actual = EMPTY_CV;
    let error: string | undefined;
    try {
      actual = await parseCvOffline({ data: readDocument(entry), kind: entry.format });
    } catch (thrown) {
      error = thrown instanceof Error ? thrown.message : String(thrown);
    }
    files.push({ ...entry, score: scoreCv(readExpected(entry.id), actual), ...(error ? { error } : {}) });
  }
  const summary = summarise(files);
  const report = ['### CV import accuracy (built-in parser)', formatFiles(files), formatSummary(summary)];
  if (process.env.CV_ACCURACY_MISTAKES)
    for (const file of files.filter((f) => !f.heldOut && f.score.mistakes.length > 0))
      report.push(
        `#### ${file.id}\n${file.score.mistakes
          .map(
            (m) => `- ${m.field}: expected ${JSON.stringify(m.expected)}, read ${JSON.stringify(m.actual)}`,
          )
          .join('\n')}`,
      );
  console.info(report.join('\n\n'));

  expect(summary.tuned.f1).toBeGreaterThanOrEqual(0.9);
  for (const language of ['en', 'no'])
    expect(summary.tunedByLanguage[language]?.f1).toBeGreaterThanOrEqual(0.85);
  expect(summary.heldOut.f1).toBeGreaterThanOrEqual(0.75);
}, 120_000);
