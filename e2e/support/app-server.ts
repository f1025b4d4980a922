import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type SmtpInbox, startSmtpInbox } from '../../apps/server/test/smtp-inbox.ts';

export type RunningApp = { url: string; inbox: SmtpInbox; dataDir: string; stop: () => Promise<void> };

const root = path.resolve(import.meta.dirname, '../..');

/** A port nobody listens on right now (for apps whose URL must be known before they start). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const waitForHealth = async (url: string, child: ChildProcess, log: () => string) => {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited during start-up:\n${log()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The app did not become healthy in 30 s:\n${log()}`);
};

export type StartAppOptions = {
  /** Extra environment, e.g. social sign-in providers pointed at a loopback identity provider. */
  env?: Record<string, string>;
  /** A port chosen beforehand (`freePort`), when something must know the app's URL before it starts. */
  port?: number;
};

/** The production server (built web app + API) on a fresh SQLite database, mailing a loopback SMTP inbox. */
export const startApp = async (options: StartAppOptions = {}): Promise<RunningApp> => {
  const inbox = await startSmtpInbox();
  const port = options.port ?? (await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hirelane-e2e-'));
  const url = `http://localhost:${port}`;
  let output = '';
  const child = spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      SMTP_URL: inbox.url,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await waitForHealth(url, child, () => output);
  return {
    url,
    inbox,
    dataDir,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await inbox.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
