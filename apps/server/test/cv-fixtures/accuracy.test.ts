import fs from 'node:fs';
import path from 'node:path';
import type { ParsedCv } from '@hirelane/contract/cv-import';
import { expect, it } from 'vitest';
import { parseCvOffline } from '../../src/features/cv-import/offline/parse-cv.ts';
import { f1Of, scoreCv } from './score.ts';
import { formatSummary, type Scored, summarise } from './summary.ts';

const dir = path.join(import.meta.dirname, 'files');
type Entry = {
  id: string;
  file: string;
  format: 'pdf' | 'docx';
  layout: string;
  language: string;
  heldOut: boolean;
};
const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Entry[];

it('reads the fixture CVs with F1 ≥ 0.90 overall and ≥ 0.85 per language (tuned set)', async () => {
  const scored: Scored[] = [];
  for (const entry of manifest) {
    const expected = JSON.parse(
      fs.readFileSync(path.join(dir, `${entry.id}.expected.json`), 'utf8'),
    ) as ParsedCv;
    const actual = await parseCvOffline({
      data: fs.readFileSync(path.join(dir, entry.file)),
      kind: entry.format,
    });
    scored.push({ ...entry, counts: scoreCv(expected, actual) });
  }
  const lines = scored.map((s) => {
    const { precision, recall, f1 } = f1Of(s.counts);
    return `${s.id.padEnd(9)} ${s.layout.padEnd(16)} ${s.heldOut ? 'held out' : 'tuned   '}  P ${precision.toFixed(3)}  R ${recall.toFixed(3)}  F1 ${f1.toFixed(3)}`;
  });
  const summary = summarise(scored);
  console.info(`CV import accuracy (built-in parser)\n${lines.join('\n')}\n\n${formatSummary(summary)}`);
  expect(manifest.length).toBeGreaterThanOrEqual(24);
  expect(summary.tuned.f1).toBeGreaterThanOrEqual(0.9);
  expect(summary.tunedByLanguage.en?.f1).toBeGreaterThanOrEqual(0.85);
  expect(summary.tunedByLanguage.no?.f1).toBeGreaterThanOrEqual(0.85);
  expect(summary.heldOut.f1).toBeGreaterThanOrEqual(0.75);
}, 60_000);
