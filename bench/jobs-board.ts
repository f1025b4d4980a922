// Job board at 500 jobs: throughput of GET /api/jobs against a bare Fastify route serving
// the same bytes, and the repository's board query against the same raw prepared statement.
// Both sides of each ratio run in the same process, alternating, so machine noise hits both.

import type { AddressInfo } from 'node:net';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import Fastify from 'fastify';
import { SUMMARY_COLUMNS } from '../apps/server/src/domain/jobs/job-rows.ts';
import { createJobsRepository } from '../apps/server/src/features/jobs/jobs.repository.ts';
import { createJobsService } from '../apps/server/src/features/jobs/jobs.service.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { camelCaseDb } from '../apps/server/src/platform/db/camel-case.ts';
import { createUnitOfWork } from '../apps/server/src/platform/db/unit-of-work.ts';
import { registerCompression } from '../apps/server/src/platform/http/compression.ts';
import { createDiskFileStore } from '../apps/server/src/platform/storage/disk-file-store.ts';
import { inProcessApp, report, throughput, timeCalls } from './support.ts';

const JOBS = 500;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const lanes = ['saved', 'applied', 'interviewed', 'hired', 'rejected', 'drafts'] as const;

const userId = 'bench-user';
const { dataDir, db, app, token } = await inProcessApp('jobs', userId);
const sqliteFile = path.join(dataDir, 'bench.db');

const units = createUnitOfWork(db);
const repo = createJobsRepository(units.db);
const jobs = createJobsService({
  repo,
  files: createDiskFileStore(path.join(dataDir, 'files')),
  clock: systemClock,
  transaction: units.transaction,
});
for (let i = 0; i < JOBS; i += 1) {
  const job = await jobs.create(
    userId,
    {
      position: `Position ${i} – utvikler`,
      company: `Company ${i % 37} AS`,
      location: i % 2 ? 'Oslo' : 'Tromsø',
      notes: 'Follow up next week about the second interview and the salary range.',
      description: 'A description of the posting. '.repeat(8),
      isPinned: i % 10 === 0,
    },
    undefined,
  );
  await jobs.move(userId, job.jobId, { toStatus: lanes[i % lanes.length] ?? 'saved', toSortIndex: 0 });
}

// 1. HTTP throughput: the real route (auth, query, mapping, contract serialisation) vs the same bytes.
await app.listen({ port: 0, host: '127.0.0.1' });
// As a browser asks: compressed when the server can (the app compresses answers over 1 KiB).
const acceptEncoding = { 'accept-encoding': 'gzip, deflate, br' };
const headers = { authorization: `Bearer ${token}`, ...acceptEncoding };
const appUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/jobs`;
const body = (
  await app.inject({ method: 'GET', url: '/api/jobs', headers: { authorization: headers.authorization } })
).body;
const wire = (await app.inject({ method: 'GET', url: '/api/jobs', headers })).rawPayload.length;

// The bare route compresses the same way, so the ratio measures only what the app adds.
const bare = Fastify({ logger: false });
await registerCompression(bare);
bare.get('/api/jobs', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/api/jobs`;

await throughput(appUrl, headers, 1);
await throughput(bareUrl, acceptEncoding, 1);
const appRuns: number[] = [];
const bareRuns: number[] = [];
for (let round = 0; round < 2; round += 1) {
  appRuns.push(await throughput(appUrl, headers, SECONDS));
  bareRuns.push(await throughput(bareUrl, acceptEncoding, SECONDS));
}
const appRps = appRuns.reduce((a, b) => a + b) / appRuns.length;
const bareRps = bareRuns.reduce((a, b) => a + b) / bareRuns.length;
report(
  'GET /api/jobs (500 jobs) vs bare route',
  appRps / bareRps,
  '≥ 0.6',
  `${appRps.toFixed(0)} vs ${bareRps.toFixed(0)} req/s, ${(body.length / 1024).toFixed(0)} KiB JSON, ${(wire / 1024).toFixed(0)} KiB on the wire (br)`,
);

// The same board without the cache (the search route with an empty term builds it on every call).
const coldUrl = `${appUrl}/search?searchTerm=`;
const coldRps = await throughput(coldUrl, headers, SECONDS);
const bareAgain = await throughput(bareUrl, acceptEncoding, SECONDS);
report(
  'GET /api/jobs/search?searchTerm= (uncached board) vs bare route',
  coldRps / bareAgain,
  'for reference',
  `${coldRps.toFixed(0)} vs ${bareAgain.toFixed(0)} req/s`,
);
await app.close();
await bare.close();

// 2. Repository query vs the same SQL as a raw prepared statement.
const raw = new BetterSqlite3(sqliteFile, { readonly: true });
// The same SQL the repository sends (Kysely compiles it; we take its text), run raw.
const compiled = camelCaseDb(db)
  .selectFrom('jobs')
  .select(SUMMARY_COLUMNS)
  .where('userId', '=', userId)
  .orderBy('status')
  .orderBy('isPinned', 'desc')
  .orderBy('sortIndex')
  .compile();
const statement = raw.prepare(compiled.sql);
const rawMicros = await timeCalls(() => statement.all(...compiled.parameters), 200);
const repoMicros = await timeCalls(() => repo.listBoard(userId), 200);
report(
  'jobs repository listBoard vs raw prepared statement',
  repoMicros / rawMicros,
  '≤ 2',
  `${repoMicros.toFixed(0)} vs ${rawMicros.toFixed(0)} µs per call`,
);
raw.close();
await db.destroy();
