// Rolling restart under load: two real server processes on one SQLite file behind a small proxy
// that behaves as nginx does with upstream keep-alive (reuses idle upstream connections, and
// retries an idempotent request on the other instance when its connection fails before an answer).
// USERS signed-in users read the board and the CV through the proxy; one instance gets SIGTERM.
// Prints how long it took to exit (target ≤ 3 s) and how many requests failed (target 0), and the
// same exit time with no load as the baseline.

import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { dataDirWithUsers, reportFigure, startServerProcess, untilHealthy } from './support.ts';

const USERS = Number(process.env.BENCH_USERS ?? 50);
const basePort = 4000 + Math.floor(Math.random() * 500) * 3;
const proxyOrigin = `http://127.0.0.1:${basePort + 2}`;

const { dataDir, tokens } = await dataDirWithUsers('rolling', USERS, proxyOrigin);

const startInstance = async (port: number): Promise<ChildProcess> => {
  const child = startServerProcess(dataDir, port, proxyOrigin);
  await untilHealthy(`http://127.0.0.1:${port}`, 200, 'an instance did not start');
  return child;
};

type Upstream = { port: number; agent: http.Agent; downUntil: number };
const upstreams: Upstream[] = [basePort, basePort + 1].map((port) => ({
  port,
  agent: new http.Agent({ keepAlive: true, maxSockets: USERS }),
  downUntil: 0,
}));
let turn = 0;

/** One upstream attempt; rejects only when the connection failed before any answer came. */
const forward = (upstream: Upstream, request: http.IncomingMessage, body: Buffer) =>
  new Promise<http.IncomingMessage>((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, connection: 'keep-alive' },
        agent: upstream.agent,
      },
      resolve,
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });

const proxy = http.createServer(async (request, response) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const live = upstreams.filter((upstream) => upstream.downUntil < Date.now());
  const pick = turn++ % Math.max(1, live.length);
  // The next attempt goes to the next instance, as nginx's proxy_next_upstream does.
  for (const upstream of [live[pick], live[(pick + 1) % live.length]]) {
    if (!upstream) continue;
    try {
      const answer = await forward(upstream, request, body);
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ECONNREFUSED') upstream.downUntil = Date.now() + 10_000;
    }
  }
  response.writeHead(502).end('no upstream answered');
});
proxy.listen(basePort + 2, '127.0.0.1');
await once(proxy, 'listening');

const client = new http.Agent({ keepAlive: true, maxSockets: USERS });
const get = (token: string, url: string) =>
  new Promise<number>((resolve) => {
    const request = http.get(
      `${proxyOrigin}${url}`,
      { agent: client, headers: { authorization: `Bearer ${token}` } },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      },
    );
    request.on('error', () => resolve(0));
  });

/** SIGTERM to `child`, the seconds until it exited. */
const stopTime = async (child: ChildProcess) => {
  const started = performance.now();
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
  return (performance.now() - started) / 1000;
};

// Baseline: the same instance stopped with no load.
const idle = await startInstance(basePort);
const idleSeconds = await stopTime(idle);

const first = await startInstance(basePort);
const second = await startInstance(basePort + 1);
let running = true;
let requests = 0;
const failures: number[] = [];
const user = async (token: string, index: number) => {
  while (running) {
    const status = await get(token, index % 3 === 0 ? '/api/cv/experience' : '/api/jobs');
    requests += 1;
    if (status < 200 || status >= 400) failures.push(status);
  }
};
const users = tokens.map((token, index) => user(token, index));
await sleep(3000);
const underLoad = await stopTime(first);
await sleep(1000);
running = false;
await Promise.all(users);
second.kill('SIGTERM');
await once(second, 'exit');
client.destroy();
for (const upstream of upstreams) upstream.agent.destroy();
proxy.close();

reportFigure(
  `rolling restart, ${USERS} users behind a keep-alive proxy: time to exit after SIGTERM`,
  underLoad,
  's',
  '≤ 3 s',
  `${(underLoad / Math.max(idleSeconds, 0.001)).toFixed(1)}× the ${idleSeconds.toFixed(2)} s it takes with no load; ${requests} requests, ${failures.length} failed${failures.length ? ` (statuses ${[...new Set(failures)].join(', ')})` : ''}`,
);
if (underLoad > 3 || failures.length > 0) process.exitCode = 1;
// The sockets the proxy kept may hold the loop open.
setTimeout(() => process.exit(), 100).unref();
