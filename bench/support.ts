import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

/** A temp data dir removed at exit. */
export const tempDir = (label: string): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `hirelane-bench-${label}-`));
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
};

/** Requests per second against a loopback URL, for a bounded time. */
export const throughput = async (
  url: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<number> => {
  const result = await autocannon({ url, headers, connections: 10, duration: seconds, pipelining: 1 });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
};

/** Runs `fn` `iterations` times and returns the median of `rounds` per-call averages in microseconds. */
export const timeCalls = async (fn: () => unknown, iterations: number, rounds = 5): Promise<number> => {
  const samples: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = process.hrtime.bigint();
    for (let i = 0; i < iterations; i += 1) await fn();
    samples.push(Number(process.hrtime.bigint() - started) / 1000 / iterations);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? 0;
};

export const report = (name: string, ratio: number, target: string, detail: string) => {
  console.info(`${name}: ratio ${ratio.toFixed(2)} (target ${target}) — ${detail}`);
};

/** A measured figure that is not a ratio (a score, a time), printed with its target. */
export const reportFigure = (name: string, value: number, unit: string, target: string, detail: string) => {
  console.info(
    `${name}: ${value.toFixed(unit === 's' ? 2 : 0)}${unit ? ` ${unit}` : ''} (target ${target}) — ${detail}`,
  );
};

/** A verified, signed-in user to own what a harness creates: returns its session id. */
export { insertSignedInUser as insertBenchUser } from '../apps/server/test/db-users.ts';
