import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { migrateToLatest, openDatabase } from '../apps/server/src/platform/db/database.ts';
import { createTokenSigner } from '../apps/server/src/platform/security/jwt.ts';
import { insertSignedInUser } from '../apps/server/test/db-users.ts';

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
export const insertBenchUser = insertSignedInUser;

/** The JWT secret of the servers a harness starts. */
export const BENCH_SECRET = 'bench-secret-that-is-long-enough-0123456789';

/**
 * The app in this process, not yet listening, on a migrated SQLite database in a temp data dir
 * (`label`) with one signed-in user (`userId`) and its access token; `env` adds to the
 * configuration. No web build is served.
 */
export const inProcessApp = async (label: string, userId: string, env: Record<string, string> = {}) => {
  const dataDir = tempDir(label);
  const db = openDatabase({ databaseUrl: undefined, sqliteFile: path.join(dataDir, 'bench.db') });
  await migrateToLatest(db);
  const sessionId = await insertBenchUser(db, userId);
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env }),
    webDistDir: path.join(dataDir, 'none'),
  };
  const app = await buildApp({ config, db, jwtSecret: BENCH_SECRET, logger: false });
  const token = await createTokenSigner(BENCH_SECRET, config.publicUrl.origin, systemClock).signAccess(
    userId,
    'Premium',
    sessionId,
  );
  return { dataDir, db, config, app, token };
};

/**
 * A temp data dir (`label`) with a migrated SQLite database and `count` signed-in users
 * (`<label>-user-<n>`), and their access tokens for a server at `origin`.
 */
export const dataDirWithUsers = async (label: string, count: number, origin: string) => {
  const dataDir = tempDir(label);
  const db = openDatabase({ databaseUrl: undefined, sqliteFile: path.join(dataDir, 'hirelane.db') });
  await migrateToLatest(db);
  const signer = createTokenSigner(BENCH_SECRET, origin, systemClock);
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const userId = `${label}-user-${i}`;
    tokens.push(await signer.signAccess(userId, 'Premium', await insertBenchUser(db, userId)));
  }
  await db.destroy();
  return { dataDir, tokens };
};

/**
 * The real server in its own process, as `npm start` runs it: data in `dataDir`, listening on
 * `port`, reached at `publicUrl`, signing with BENCH_SECRET; `env` adds to its environment.
 */
export const startServerProcess = (
  dataDir: string,
  port: number,
  publicUrl: string,
  env: Record<string, string> = {},
  stdio: 'inherit' | 'ignore' = 'inherit',
): ChildProcess =>
  spawn(process.execPath, [path.resolve(import.meta.dirname, '../apps/server/src/main.ts')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      JWT_SECRET: BENCH_SECRET,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: stdio === 'inherit' ? ['ignore', 'inherit', 'inherit'] : 'ignore',
  });

/** Waits until `origin` answers /api/health, asking every 100 ms; after `tries` more it throws `failure`. */
export const untilHealthy = async (origin: string, tries: number, failure: string) => {
  for (let tried = 0; ; tried += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {}
    if (tried > tries) throw new Error(failure);
    await sleep(100);
  }
};
