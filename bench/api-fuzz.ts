// Schema-driven fuzzing, long run: 10,000 requests over every operation of the OpenAPI
// document against the real app on SQLite. Prints the 5xx count (goal 0), the answers by status,
// and whether the server still answers. FUZZ_REQUESTS and FUZZ_SEED change the run.

import { fuzzApi } from '../apps/server/test/api-fuzz.ts';
import { inProcessApp, reportFigure } from './support.ts';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);

const { config, app, token } = await inProcessApp('fuzz', 'bench-fuzz-user');
await app.ready();

const started = Date.now();
const { failures, operations, statuses } = await fuzzApi({
  app,
  auth: { authorization: `Bearer ${token}` },
  origin: config.publicUrl.origin,
  requests: REQUESTS,
  seed: SEED,
});
const alive = (await app.inject({ method: 'GET', url: '/api/health' })).statusCode === 200;
await app.close();

const byStatus = [...statuses.entries()]
  .sort(([a], [b]) => a - b)
  .map(([status, count]) => `${status}×${count}`);
reportFigure(
  `API fuzz: 5xx or stack traces in ${REQUESTS} requests over ${operations} operations (seed ${SEED})`,
  failures.length,
  '',
  '0',
  `${byStatus.join(' ')}; server ${alive ? 'up' : 'DOWN'} after; ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
for (const failure of failures.slice(0, 10))
  console.info(`  ${failure.status} ${failure.call} → ${failure.body}`);
if (failures.length > 0 || !alive) process.exitCode = 1;
