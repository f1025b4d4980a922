import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Kysely } from 'kysely';
import type { Database } from '../apps/server/src/platform/db/schema.ts';

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

/** A verified user to own what a harness creates, signed in: returns the session's id for its access token. */
export const insertBenchUser = async (db: Kysely<Database>, userId: string): Promise<string> => {
  const now = new Date().toISOString();
  await db
    .insertInto('users')
    .values({
      id: userId,
      email: `${userId}@example.test`,
      password_hash: null,
      first_name: 'Bench',
      last_name: 'User',
      country: 'NO',
      locale: 'en',
      consented_to_marketing: false,
      agreed_privacy_at: now,
      email_verified_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const sessionId = `${userId}-session`;
  await db
    .insertInto('refresh_tokens')
    .values({
      id: sessionId,
      family_id: sessionId,
      user_id: userId,
      token_hash: sessionId,
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      rotated_at: null,
      revoked_at: null,
      created_at: now,
    })
    .execute();
  return sessionId;
};
