import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { insertSignedInUser } from '../test/db-users.ts';
import { videoBytes } from '../test/video-files.ts';
import { systemClock } from './platform/clock.ts';
import { type Db, migrateToLatest, openDatabase } from './platform/db/database.ts';
import { createTokenSigner } from './platform/security/jwt.ts';

const SECRET = 'lifecycle-secret-that-is-long-enough-012345';
const MAIN = path.join(import.meta.dirname, 'main.ts');
const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
});

/** A port no one listens on now: the system's pick for a listener closed at once. */
const freePort = async (): Promise<number> => {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
};

/** `node main.ts` as `npm start` runs it, on a free port; resolves once /api/health answers. */
const startServer = async (env: Record<string, string>) => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: origin,
      JWT_SECRET: SECRET,
      LOG_LEVEL: 'fatal',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  started.push(child);
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {}
    // Up to 40 s: two instances migrating one PostgreSQL database on a busy machine take a while.
    if (child.exitCode !== null || tries > 400)
      throw new Error(`the server did not start (exit code ${child.exitCode}): ${errors}`);
    await sleep(100);
  }
  return { child, port, origin };
};

const signedInUser = async (db: Db, origin: string) =>
  createTokenSigner(SECRET, origin, systemClock).signAccess(
    'lifecycle-user',
    'Premium',
    await insertSignedInUser(db, 'lifecycle-user'),
  );

describe('the server process', () => {
  it('on SIGTERM finishes the upload under way, takes no new connection, and exits 0', {
    timeout: 60_000,
  }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hirelane-sigterm-'));
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    const db = openDatabase({ databaseUrl: undefined, sqliteFile: path.join(dataDir, 'hirelane.db') });
    const token = await signedInUser(db, server.origin);

    const video = videoBytes('webm', 1024 * 1024);
    const boundary = 'sigterm-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="request"\r\n\r\n{"name":"During shutdown"}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.webm"\r\nContent-Type: video/webm\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    // A kept-alive connection, as a proxy in front keeps it: the answer must close it.
    const agent = new http.Agent({ keepAlive: true });
    const request = http.request({
      agent,
      port: server.port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/api/video/upload/vimeo/direct',
      headers: {
        authorization: `Bearer ${token}`,
        origin: server.origin,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + video.length + tail.length),
      },
    });
    const answered = once(request, 'response');
    request.write(head);
    request.write(video.subarray(0, 256 * 1024));
    await sleep(300);
    server.child.kill('SIGTERM');
    await sleep(300);
    await expect(fetch(`${server.origin}/api/health`)).rejects.toThrow();
    for (let offset = 256 * 1024; offset < video.length; offset += 256 * 1024) {
      request.write(video.subarray(offset, offset + 256 * 1024));
      await sleep(100);
    }
    request.end(tail);
    const [response] = (await answered) as [http.IncomingMessage];
    response.resume();
    expect(response.statusCode).toBe(201);
    expect(response.headers.connection).toBe('close');
    const answeredAt = performance.now();
    const [code] = await once(server.child, 'exit');
    expect(code).toBe(0);
    expect(performance.now() - answeredAt).toBeLessThan(3000);
    agent.destroy();
    const videos = await db.selectFrom('videos').select('name').execute();
    expect(videos.map((row) => row.name)).toEqual(['During shutdown']);
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('on SIGTERM under kept-alive traffic answers every request, closing each connection, and exits in 3 s', {
    timeout: 60_000,
  }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hirelane-drain-'));
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const statuses: number[] = [];
    /** Calls until the instance no longer takes connections (a proxy would go to another one). */
    const client = async () => {
      for (;;) {
        const status = await new Promise<number | null>((resolve) => {
          http
            .get({ agent, port: server.port, host: '127.0.0.1', path: '/api/health' }, (answer) => {
              answer.resume();
              answer.on('end', () => resolve(answer.statusCode ?? 0));
            })
            .on('error', () => resolve(null));
        });
        if (status === null) return;
        statuses.push(status);
      }
    };
    const clients = Array.from({ length: 8 }, client);
    await sleep(500);
    const stoppedAt = performance.now();
    server.child.kill('SIGTERM');
    const [code] = await once(server.child, 'exit');
    const stopSeconds = (performance.now() - stoppedAt) / 1000;
    await Promise.all(clients);
    agent.destroy();
    expect(code).toBe(0);
    expect(stopSeconds).toBeLessThan(3);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('two instances started at once on one empty database migrate it once and both serve', {
    timeout: 90_000,
  }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hirelane-twostart-'));
    let databaseUrl = '';
    let drop = async () => {};
    if (process.env.TEST_DATABASE_URL) {
      const name = `twostart_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(process.env.TEST_DATABASE_URL);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      drop = async () => {
        const cleanup = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      };
    }
    const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
    const [a, b] = await Promise.all([startServer(env), startServer(env)]);
    for (const server of [a, b]) {
      expect((await fetch(`${server.origin}/api/health/ready`)).status).toBe(200);
    }
    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
    await Promise.all([once(a.child, 'exit'), once(b.child, 'exit')]);
    const db = openDatabase({
      databaseUrl: databaseUrl || undefined,
      sqliteFile: path.join(dataDir, 'hirelane.db'),
    });
    const applied = await db
      .selectFrom('kysely_migration' as never)
      .selectAll()
      .execute();
    const names = (applied as { name: string }[]).map((row) => row.name);
    expect(new Set(names).size).toBe(names.length);
    await migrateToLatest(db);
    await db.destroy();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
