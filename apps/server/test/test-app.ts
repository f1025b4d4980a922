import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type AppDeps, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createFakeClock } from '../src/platform/clock.ts';
import { startSmtpInbox } from './smtp-inbox.ts';
import { openTestDatabase } from './test-database.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

/** The real app on a real database and a loopback SMTP server, with a clock the test moves. */
export const createTestApp = async (
  env: Record<string, string> = {},
  extend?: AppDeps['extend'],
  webDistDir?: string,
) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hirelane-test-'));
  const inbox = await startSmtpInbox();
  const { db, drop } = await openTestDatabase(dataDir);
  const clock = createFakeClock(new Date());
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, SMTP_URL: inbox.url, PUBLIC_URL: TEST_ORIGIN, ...env }),
    webDistDir: webDistDir ?? path.join(dataDir, 'no-web-app'),
  };
  const app = await buildApp({
    config,
    db,
    clock,
    jwtSecret: 'test-secret-that-is-long-enough-0123456789',
    // TEST_LOG=1 shows server errors while debugging a test.
    extend,
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
  });
  await app.ready();
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
