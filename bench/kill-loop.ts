// Crash safety: the real server is killed with SIGKILL while a client creates and moves
// jobs, CYCLES times on SQLite and on PostgreSQL (BENCH_DATABASE_URL, default the local test
// database). After each restart every write the server had acknowledged must be there, each
// lane's order dense (0…n-1), and SQLite's integrity_check ok.

import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import pg from 'pg';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { migrateToLatest, openDatabase } from '../apps/server/src/platform/db/database.ts';
import { createTokenSigner } from '../apps/server/src/platform/security/jwt.ts';
import {
  BENCH_SECRET,
  insertBenchUser,
  reportFigure,
  startServerProcess,
  tempDir,
  untilHealthy,
} from './support.ts';

const CYCLES = Number(process.env.BENCH_CYCLES ?? 20);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const lanes = ['saved', 'applied', 'interviewed'];

const runBackend = async (label: 'SQLite' | 'PostgreSQL') => {
  const dataDir = tempDir(`kill-${label}`);
  let databaseUrl: string | undefined;
  let dropSchema = async () => {};
  if (label === 'PostgreSQL') {
    // Its own database, so the server's migrations and tables start empty.
    const name = `kill_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropSchema = async () => {
      const cleanup = new pg.Client({ connectionString: PG_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  }
  const openDb = () => openDatabase({ databaseUrl, sqliteFile: path.join(dataDir, 'hirelane.db') });
  const setup = openDb();
  await migrateToLatest(setup);
  const userId = 'kill-user';
  const sessionId = await insertBenchUser(setup, userId);
  await setup.destroy();

  let lost = 0;
  let broken = 0;
  let acknowledged = 0;
  for (let cycle = 0; cycle < CYCLES; cycle += 1) {
    const port = 4000 + Math.floor(Math.random() * 900);
    const origin = `http://127.0.0.1:${port}`;
    const token = await createTokenSigner(BENCH_SECRET, origin, systemClock).signAccess(
      userId,
      'Premium',
      sessionId,
    );
    const server: ChildProcess = startServerProcess(
      dataDir,
      port,
      origin,
      { LOG_LEVEL: 'fatal', DATABASE_URL: databaseUrl ?? '' },
      'ignore',
    );
    await untilHealthy(origin, 150, `${label}: the server did not start`);
    const acked: string[] = [];
    const headers = { origin, authorization: `Bearer ${token}` };
    let stop = false;
    const writer = (async () => {
      for (let i = 0; !stop; i += 1) {
        try {
          const form = new FormData();
          form.append('request', JSON.stringify({ position: `Crash ${cycle}.${i}`, company: 'Kill AS' }));
          const created = await fetch(`${origin}/api/jobs`, { method: 'POST', headers, body: form });
          if (created.status !== 201) continue;
          const { jobId } = (await created.json()) as { jobId: string };
          acked.push(jobId);
          await fetch(`${origin}/api/jobs/${jobId}/status`, {
            method: 'PUT',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ toStatus: lanes[i % lanes.length], toSortIndex: 0 }),
          });
        } catch {
          return; // the server is gone
        }
      }
    })();
    await sleep(200 + Math.random() * 600);
    server.kill('SIGKILL');
    stop = true;
    await writer;
    if (server.exitCode === null && server.signalCode === null) await once(server, 'exit');

    const db = openDb();
    const ids = new Set((await db.selectFrom('jobs').select('id').execute()).map((row) => row.id));
    lost += acked.filter((id) => !ids.has(id)).length;
    acknowledged += acked.length;
    const orders = await db.selectFrom('jobs').select(['status', 'is_pinned', 'sort_index']).execute();
    const lists = new Map<string, number[]>();
    for (const row of orders) {
      const key = `${row.status}/${row.is_pinned}`;
      lists.set(key, [...(lists.get(key) ?? []), Number(row.sort_index)]);
    }
    for (const indexes of lists.values()) {
      if (indexes.sort((a, b) => a - b).some((value, index) => value !== index)) broken += 1;
    }
    if (label === 'SQLite') {
      const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
      if (rows[0]?.integrity_check !== 'ok') broken += 1;
    }
    await db.destroy();
  }
  await dropSchema();
  reportFigure(
    `kill -9 during writes on ${label}: acknowledged writes lost in ${CYCLES} cycles`,
    lost,
    '',
    '0',
    `${acknowledged} acknowledged, ${broken} lists not dense or integrity failures`,
  );
  return lost + broken;
};

const failures = (await runBackend('SQLite')) + (await runBackend('PostgreSQL'));
if (failures > 0) process.exitCode = 1;
