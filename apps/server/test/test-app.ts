import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type AppDeps, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createFakeClock, type FakeClock } from '../src/platform/clock.ts';
import type { Db } from '../src/platform/db/database.ts';
import { startSmtpInbox } from './smtp-inbox.ts';
import { openTestDatabase } from './test-database.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

const JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';

type InstanceOptions = {
  dataDir: string;
  db: Db;
  clock: FakeClock;
  inboxUrl: string;
  env: Record<string, string>;
  extend?: AppDeps['extend'];
  webDistDir?: string;
  publicPageRenderer?: AppDeps['publicPageRenderer'];
};

/** One app instance: the config the tests use, on the given database, clock and mail server. */
const buildTestInstance = async ({
  dataDir,
  db,
  clock,
  inboxUrl,
  env,
  extend,
  webDistDir,
  publicPageRenderer,
}: InstanceOptions) => {
  const loaded = loadConfig({ DATA_DIR: dataDir, SMTP_URL: inboxUrl, PUBLIC_URL: TEST_ORIGIN, ...env });
  const config = {
    ...loaded,
    webDistDir: webDistDir ?? path.join(dataDir, 'no-web-app'),
    // The packed extension is looked for in the test's own folder: none until a test puts one there.
    extension: { ...loaded.extension, zipFile: path.join(dataDir, 'hirelane-extension.zip') },
  };
  const app = await buildApp({
    config,
    db,
    clock,
    jwtSecret: JWT_SECRET,
    // TEST_LOG=1 shows server errors while debugging a test.
    extend,
    publicPageRenderer,
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
  });
  await app.ready();
  return app;
};

/**
 * Another instance of the same deployment as `t` (same database, clock, mail server and secret;
 * its own process state), as behind a load balancer. Closed by the caller.
 */
export const createSecondInstance = (t: TestApp, env: Record<string, string> = {}) =>
  buildTestInstance({ dataDir: t.dataDir, db: t.db, clock: t.clock, inboxUrl: t.inbox.url, env });

/** The real app on a real database and a loopback SMTP server, with a clock the test moves. */
export const createTestApp = async (
  env: Record<string, string> = {},
  extend?: AppDeps['extend'],
  webDistDir?: string,
  publicPageRenderer?: AppDeps['publicPageRenderer'],
) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hirelane-test-'));
  const inbox = await startSmtpInbox();
  const { db, drop } = await openTestDatabase(dataDir);
  const clock = createFakeClock(new Date());
  const app = await buildTestInstance({
    dataDir,
    db,
    clock,
    inboxUrl: inbox.url,
    env,
    extend,
    webDistDir,
    publicPageRenderer,
  });
  return {
    app,
    db,
    clock,
    inbox,
    dataDir,
    close: async () => {
      await app.close();
      await drop();
      await inbox.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
