import fs from 'node:fs';
import path from 'node:path';
import type { InboxFacts } from '@hirelane/contract/inbox';
import { expect, it } from 'vitest';
import { companySimilarity, positionKey } from '../../src/features/inbox/reader/names.ts';
import { readMessage } from '../../src/features/inbox/reader/read-message.ts';
import { FIXTURE_BOARD, FIXTURE_TIME_ZONE } from './board.ts';
import type { FixtureMessage } from './messages.ts';

type Entry = {
  file: string;
  set: 'tuning' | 'held-out';
  expected: FixtureMessage['expected'];
};

const manifest = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, 'manifest.json'), 'utf8'),
) as Entry[];

const sameEmployer = (read: string | null, expected: string | null) =>
  read === null || expected === null ? read === expected : companySimilarity(read, expected) >= 0.9;

/** Right or wrong per field; null where the field is not scored for this message. */
const scoreOne = (expected: Entry['expected'], read: InboxFacts) => {
  const status = expected.kind !== 'other';
  const minute = (iso: string | null) => (iso ? new Date(iso).toISOString().slice(0, 16) : null);
  return {
    kind: read.kind === expected.kind,
    // Employer and position: compared as a person would, case, legal form and references aside;
    // an employer may be named with or without its country ("Capgemini" for "Capgemini Norge").
    employer: status ? sameEmployer(read.company, expected.company) : null,
    position: status
      ? (read.position ? positionKey(read.position) : null) ===
        (expected.position ? positionKey(expected.position) : null)
      : null,
    // Interview: invitations must have the right minute; every other message must have no time.
    interview: minute(read.interviewAt) === minute(expected.interviewAt),
    job: read.jobId === expected.jobId,
    // Noise: an `other` mail read as other, and a status mail never read as other.
    noiseKeptOut: status ? read.kind !== 'other' : read.kind === 'other',
  };
};

type Scores = ReturnType<typeof scoreOne>;
const FIELDS = ['kind', 'employer', 'position', 'interview', 'job', 'noiseKeptOut'] as const;

const share = (scores: Scores[], field: (typeof FIELDS)[number]) => {
  const scored = scores.map((s) => s[field]).filter((value) => value !== null);
  return { right: scored.filter(Boolean).length, of: scored.length };
};

it('reads the fixture messages: kind ≥ 0.90, employer ≥ 0.85, position ≥ 0.80, interview, job and noise ≥ 0.90', async () => {
  const results: { entry: Entry; read: InboxFacts; score: Scores }[] = [];
  for (const entry of manifest) {
    const raw = fs.readFileSync(path.join(import.meta.dirname, 'messages', entry.file));
    const read = await readMessage(new Uint8Array(raw), { timeZone: FIXTURE_TIME_ZONE, jobs: FIXTURE_BOARD });
    results.push({ entry, read, score: scoreOne(entry.expected, read) });
  }
  const table = (label: string, rows: typeof results) =>
    `${label.padEnd(9)} (${String(rows.length).padStart(2)}) ${FIELDS.map((field) => {
      const { right, of } = share(
        rows.map((r) => r.score),
        field,
      );
      return `${field} ${(right / of).toFixed(2)} (${right}/${of})`;
    }).join(' · ')}`;
  // The same messages read against an empty board: what the mail alone gives of employer and position.
  const alone: Scores[] = [];
  for (const { entry } of results) {
    const raw = fs.readFileSync(path.join(import.meta.dirname, 'messages', entry.file));
    alone.push(
      scoreOne(
        entry.expected,
        await readMessage(new Uint8Array(raw), { timeZone: FIXTURE_TIME_ZONE, jobs: [] }),
      ),
    );
  }
  const tuning = results.filter((r) => r.entry.set === 'tuning');
  const heldOut = results.filter((r) => r.entry.set === 'held-out');
  const report = [
    'Inbox reader accuracy (built-in rules)',
    table('tuning', tuning),
    table('held-out', heldOut),
    table('all', results),
    ...(['tuning', 'held-out'] as const).map((set) => {
      const scores = alone.filter((_, i) => results[i]?.entry.set === set);
      const figure = (field: 'employer' | 'position') => {
        const { right, of } = share(scores, field);
        return `${field} ${(right / of).toFixed(2)} (${right}/${of})`;
      };
      return `${set} with an empty board: ${figure('employer')} · ${figure('position')}`;
    }),
  ];
  // The rules' author may look at the tuning set's mistakes, never the held-out set's.
  if (process.env.INBOX_ACCURACY_MISTAKES)
    for (const { entry, read, score } of tuning)
      if (FIELDS.some((field) => score[field] === false))
        report.push(
          `${entry.file}: ${FIELDS.filter((f) => score[f] === false).join(', ')} — read ${JSON.stringify(read)} expected ${JSON.stringify(entry.expected)}`,
        );
  console.info(report.join('\n'));

  expect(manifest.length).toBeGreaterThanOrEqual(80);
  expect(heldOut.length).toBeGreaterThanOrEqual(Math.floor(manifest.length / 3) - 1);
  const all = results.map((r) => r.score);
  const at = (field: (typeof FIELDS)[number]) => {
    const { right, of } = share(all, field);
    return right / of;
  };
  expect(at('kind')).toBeGreaterThanOrEqual(0.9);
  expect(at('employer')).toBeGreaterThanOrEqual(0.85);
  expect(at('position')).toBeGreaterThanOrEqual(0.8);
  expect(at('interview')).toBeGreaterThanOrEqual(0.9);
  expect(at('job')).toBeGreaterThanOrEqual(0.9);
  expect(at('noiseKeptOut')).toBeGreaterThanOrEqual(0.9);
});
