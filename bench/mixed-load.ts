// Mixed load: the real server in its own process (SQLite, as `npm start` runs it),
// USERS signed-in users at once for SECONDS — board 60 %, create 10 %, move 15 %, CV 10 %,
// search 5 % — printing p50/p99/max per operation and the throughput as a ratio to the bare
// /api/health route under the same concurrency in the same run. Goal at 50 users: p99 ≤ 100 ms,
// max ≤ 1 s.

import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { dataDirWithUsers, report, reportFigure, startServerProcess, untilHealthy } from './support.ts';

const USERS = Number(process.env.BENCH_USERS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PORT = 3900 + Math.floor(Math.random() * 90);
const ORIGIN = `http://127.0.0.1:${PORT}`;

const { dataDir, tokens } = await dataDirWithUsers('load', USERS, ORIGIN);
const server = startServerProcess(dataDir, PORT, ORIGIN);
await untilHealthy(ORIGIN, 100, 'the server did not start');

const agent = new http.Agent({ keepAlive: true, maxSockets: USERS });
type Op = 'board' | 'create' | 'move' | 'cv' | 'search' | 'health';

/** One HTTP call on a kept-alive connection; rejects on a 4xx/5xx answer. */
const send = (method: string, url: string, headers: Record<string, string>, body?: string) =>
  new Promise<string>((resolve, reject) => {
    const req = http.request(`${ORIGIN}${url}`, { method, agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        if ((response.statusCode ?? 500) >= 400)
          reject(new Error(`${method} ${url}: ${response.statusCode} ${text.slice(0, 200)}`));
        else resolve(text);
      });
    });
    req.on('error', reject);
    req.end(body);
  });

const call = (token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  send(
    method,
    url,
    {
      origin: ORIGIN,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body ? JSON.stringify(body) : undefined,
  );
const lanes = ['saved', 'applied', 'interviewed', 'hired', 'rejected', 'drafts'];

/** One simulated user: picks an operation by the mix, waits for it, and goes again. */
const runUser = async (token: string, until: number, samples: Map<Op, number[]>, errors: string[]) => {
  const jobs: string[] = [];
  let round = 0;
  while (Date.now() < until) {
    const roll = Math.random();
    const op: Op =
      roll < 0.6 ? 'board' : roll < 0.7 ? 'create' : roll < 0.85 ? 'move' : roll < 0.95 ? 'cv' : 'search';
    const started = performance.now();
    try {
      if (op === 'board') await call(token, 'GET', '/api/jobs');
      else if (op === 'create' || jobs.length === 0) {
        const boundary = 'load-boundary';
        const form = `--${boundary}\r\nContent-Disposition: form-data; name="request"\r\n\r\n${JSON.stringify({ position: `Role ${round}`, company: 'Load AS' })}\r\n--${boundary}--\r\n`;
        const text = await send(
          'POST',
          '/api/jobs',
          {
            origin: ORIGIN,
            authorization: `Bearer ${token}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
          form,
        );
        jobs.push((JSON.parse(text) as { jobId: string }).jobId);
      } else if (op === 'move') {
        const id = jobs[Math.floor(Math.random() * jobs.length)];
        await call(token, 'PUT', `/api/jobs/${id}/status`, {
          toStatus: lanes[round % lanes.length],
          toSortIndex: 0,
        });
      } else if (op === 'cv') await call(token, 'GET', '/api/cv/experience');
      else await call(token, 'GET', `/api/jobs/search?searchTerm=Role%20${round % 10}`);
      const list = samples.get(op) ?? [];
      list.push(performance.now() - started);
      samples.set(op, list);
    } catch (error) {
      errors.push(String(error));
    }
    round += 1;
  }
};

const runHealth = async (until: number, samples: number[]) => {
  while (Date.now() < until) {
    const started = performance.now();
    await call(null, 'GET', '/api/health');
    samples.push(performance.now() - started);
  }
};

/** The server's event-loop delay since the last scrape (prom-client resets it at each), in ms. */
const serverLoopDelay = async () => {
  const text = await send('GET', '/metrics', {});
  const read = (name: string) =>
    Number(new RegExp(`^${name} ([\\d.e+-]+)`, 'm').exec(text)?.[1] ?? Number.NaN) * 1000;
  return { p99: read('nodejs_eventloop_lag_p99_seconds'), max: read('nodejs_eventloop_lag_max_seconds') };
};

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

// Baseline first, then the mix, each for the same time with the same number of clients.
const healthSamples: number[] = [];
const healthUntil = Date.now() + SECONDS * 1000;
await Promise.all(Array.from({ length: USERS }, () => runHealth(healthUntil, healthSamples)));
const samples = new Map<Op, number[]>();
const errors: string[] = [];
await serverLoopDelay();
// This process's own delay too: a late reading here is the load generator's, not the server's.
const clientLoop = monitorEventLoopDelay({ resolution: 10 });
clientLoop.enable();
const until = Date.now() + SECONDS * 1000;
await Promise.all(tokens.map((token) => runUser(token, until, samples, errors)));
clientLoop.disable();
const serverLoop = await serverLoopDelay();
server.kill('SIGTERM');
agent.destroy();

const all: number[] = [];
for (const [op, list] of [...samples.entries()].sort()) {
  list.sort((a, b) => a - b);
  all.push(...list);
  console.info(
    `  ${op.padEnd(7)} ${String(list.length).padStart(6)} calls  p50 ${quantile(list, 0.5).toFixed(1)} ms  p99 ${quantile(list, 0.99).toFixed(1)} ms  max ${(list.at(-1) ?? 0).toFixed(0)} ms`,
  );
}
all.sort((a, b) => a - b);
const mixRate = all.length / SECONDS;
const healthRate = healthSamples.length / SECONDS;
reportFigure(
  `mixed load, ${USERS} users: p99 of every operation`,
  quantile(all, 0.99),
  'ms',
  '≤ 100 ms',
  `p50 ${quantile(all, 0.5).toFixed(1)} ms, max ${(all.at(-1) ?? 0).toFixed(0)} ms (target ≤ 1000 ms), ${errors.length} errors`,
);
report(
  `mixed load throughput vs GET /api/health (${USERS} clients each)`,
  mixRate / healthRate,
  'for reference',
  `${mixRate.toFixed(0)} vs ${healthRate.toFixed(0)} req/s`,
);
console.info(
  `  event-loop delay during the mix: server p99 ${serverLoop.p99.toFixed(0)} ms, max ${serverLoop.max.toFixed(0)} ms; load generator p99 ${(clientLoop.percentile(99) / 1e6).toFixed(0)} ms, max ${(clientLoop.max / 1e6).toFixed(0)} ms`,
);
for (const error of errors.slice(0, 5)) console.info(`  error: ${error}`);
if (errors.length > 0) process.exitCode = 1;
