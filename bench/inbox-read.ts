// Inbox reading: the built-in reader on 1,000 messages (the fixture set, cycled, against its
// 35-job board), printed as messages per second and as a ratio to parsing the same messages'
// MIME alone (postal-mime), measured in the same run. Target: the reading at least a tenth as fast
// as the parse: the facts (HTML text, dates, names, the board) cost at most ten parses.
import fs from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { readMessage } from '../apps/server/src/features/inbox/reader/read-message.ts';
import { FIXTURE_BOARD, FIXTURE_TIME_ZONE } from '../apps/server/test/inbox-fixtures/board.ts';
import { report, reportFigure } from './support.ts';

const MESSAGES = 1000;
const dir = path.join(import.meta.dirname, '../apps/server/test/inbox-fixtures/messages');
const files = fs.readdirSync(dir).map((name) => new Uint8Array(fs.readFileSync(path.join(dir, name))));
const messages = Array.from({ length: MESSAGES }, (_, i) => files[i % files.length] as Uint8Array);

/** Messages per second over the whole set. */
const perSecond = async (read: (raw: Uint8Array) => Promise<unknown>): Promise<number> => {
  const started = process.hrtime.bigint();
  for (const raw of messages) await read(raw);
  return MESSAGES / (Number(process.hrtime.bigint() - started) / 1e9);
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const context = { timeZone: FIXTURE_TIME_ZONE, jobs: FIXTURE_BOARD };
// Rounds alternate the two, so a busy machine slows both alike; the first round only warms up.
const parses: number[] = [];
const readings: number[] = [];
for (let round = 0; round < 6; round += 1) {
  const parse = await perSecond((raw) => PostalMime.parse(raw));
  const read = await perSecond((raw) => readMessage(raw, context));
  if (round > 0) {
    parses.push(parse);
    readings.push(read);
  }
}
const parseOnly = median(parses);
const reading = median(readings);
const ratio = median(readings.map((read, i) => read / (parses[i] ?? read)));
const kinds = new Set<string>();
for (const raw of files) kinds.add((await readMessage(raw, context)).kind);
if (kinds.size < 5) throw new Error(`the bench set should hold every kind, it read ${[...kinds].join(', ')}`);

reportFigure(
  'inbox-read: messages read per second',
  reading,
  'msg/s',
  '≥ 100 msg/s',
  `${MESSAGES} messages (${files.length} fixtures cycled), board of ${FIXTURE_BOARD.length} jobs`,
);
report(
  'inbox-read: reading ÷ MIME parsing alone (throughput)',
  ratio,
  '≥ 0.10',
  `${parseOnly.toFixed(0)} msg/s for postal-mime's parse alone`,
);
if (ratio < 0.1) process.exitCode = 1;
