import { randomInt } from 'node:crypto';
import type { Video } from '@hirelane/contract/videos';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, signedInUser } from '../test/factories.ts';
import { type S3StandIn, startS3StandIn } from '../test/s3-stand-in.ts';
import { createSecondInstance, createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app.ts';
import { videoUpload } from '../test/video-files.ts';

/** Redis runs on loopback on these machines (and in CI); the limits of both instances live there. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Two instances of one deployment behind a load balancer: one database (PostgreSQL when
 * TEST_DATABASE_URL is set), one Redis, one S3-compatible store; nothing shared in process memory.
 */
describe('two app instances on one database, one Redis and one object store', () => {
  let s3: S3StandIn;
  let a: TestApp;
  let b: FastifyInstance;
  beforeAll(async () => {
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
    try {
      await redis.connect();
      await redis.ping();
    } catch {
      throw new Error(
        `No Redis at ${REDIS_URL}: start redis-server (or set TEST_REDIS_URL) to run the scale-out test`,
      );
    } finally {
      redis.disconnect();
    }
    s3 = await startS3StandIn();
    const env = { ...s3.env, REDIS_URL };
    a = await createTestApp(env);
    b = await createSecondInstance(a, env);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await s3.close();
  });

  it('a session made on one works on the other, and ends on both at logout', async () => {
    const user = await signedInUser(a);
    expect((await b.inject({ method: 'GET', url: '/api/jobs', headers: user.auth })).statusCode).toBe(200);
    const refreshed = await b.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      headers: { origin: TEST_ORIGIN },
      cookies: { hl_refresh: user.refreshToken ?? '' },
    });
    expect(refreshed.statusCode).toBe(200);
    const logout = await b.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: TEST_ORIGIN },
      cookies: { hl_refresh: refreshed.cookies.find((c) => c.name === 'hl_refresh')?.value ?? '' },
    });
    expect(logout.statusCode).toBe(200);
    expect((await a.app.inject({ method: 'GET', url: '/api/jobs', headers: user.auth })).statusCode).toBe(
      401,
    );
  });

  it('a board change made through one is read through the other at once', async () => {
    const user = await signedInUser(a);
    const board = async (app: FastifyInstance) =>
      (await app.inject({ method: 'GET', url: '/api/jobs', headers: user.auth })).json();
    expect((await board(b)).saved.normal).toEqual([]);
    const created = await a.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: user.auth,
      body: multipart({ position: 'Through A', company: 'C' }),
    });
    const { jobId } = created.json();
    expect((await board(b)).saved.normal.map((job: { jobId: string }) => job.jobId)).toEqual([jobId]);
    await b.inject({
      method: 'PUT',
      url: `/api/jobs/${jobId}/status`,
      headers: user.auth,
      payload: { toStatus: 'applied', toSortIndex: 0 },
    });
    const seenByA = await board(a.app);
    expect(seenByA.saved.normal).toEqual([]);
    expect(seenByA.applied.normal.map((job: { jobId: string }) => job.jobId)).toEqual([jobId]);
  });

  it('rate limits count the tries made on both', async () => {
    // A fresh address per run: Redis keeps the counts of earlier runs for the window.
    const client = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const tryLogin = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: client,
        headers: { origin: TEST_ORIGIN },
        payload: { email: 'victim@example.test', password: 'not-the-password' },
      });
    for (let i = 0; i < 10; i += 1) expect((await tryLogin(i % 2 ? a.app : b)).statusCode).toBe(401);
    expect((await tryLogin(a.app)).statusCode).toBe(429);
    expect((await tryLogin(b)).statusCode).toBe(429);
  });

  it('a file stored through one is served by the other, and no instance keeps it on disk', async () => {
    const user = await signedInUser(a);
    const uploaded = await a.app.inject({
      method: 'POST',
      url: '/api/video/upload/vimeo/direct',
      headers: user.auth,
      body: videoUpload('Shared', 30_000),
    });
    expect(uploaded.statusCode).toBe(201);
    const video = uploaded.json<Video>();
    const played = await b.inject({ method: 'GET', url: video.playbackUrl, headers: { range: 'bytes=0-9' } });
    expect(played.statusCode).toBe(206);
    expect(s3.keys().some((key) => key.startsWith('videos/'))).toBe(true);
  });
});
