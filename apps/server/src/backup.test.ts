import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { insertUser } from '../test/db-users.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { backupSqlite } from './platform/db/backup.ts';
import { migrateToLatest, openDatabase } from './platform/db/database.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SECRET = 'backup-test-secret-that-is-long-enough-0123';

const startApp = async (dataDir: string) => {
  const db = openDatabase({ databaseUrl: undefined, sqliteFile: path.join(dataDir, 'hirelane.db') });
  await migrateToLatest(db);
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    webDistDir: path.join(dataDir, 'none'),
  };
  const app = await buildApp({ config, db, jwtSecret: SECRET, logger: false });
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
};

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('SQLite backup and restore', () => {
  it('backs up while the app runs and writes, and the restored file holds everything written before', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hirelane-backup-'));
    const running = await startApp(dataDir);
    const insertRow = (email: string) => insertUser(running.db, email);
    for (let i = 0; i < 200; i += 1) await insertRow(`before-${i}@example.test`);
    // Writes go on during the backup.
    const writing = (async () => {
      for (let i = 0; i < 50; i += 1) await insertRow(`during-${i}@example.test`);
    })();
    const target = path.join(dataDir, 'backups', 'copy.db');
    const { bytes } = await backupSqlite(path.join(dataDir, 'hirelane.db'), target);
    await writing;
    expect(bytes).toBeGreaterThan(0);
    await expect(backupSqlite(path.join(dataDir, 'hirelane.db'), target)).rejects.toThrow(/exists already/);
    await running.close();

    // Restore = the backup as hirelane.db of a data dir; the app starts on it.
    const restoredDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hirelane-restored-'));
    fs.copyFileSync(target, path.join(restoredDir, 'hirelane.db'));
    const restored = await startApp(restoredDir);
    const emails = (await restored.db.selectFrom('users').select('email').execute()).map((row) => row.email);
    expect(emails.filter((email) => email.startsWith('before-'))).toHaveLength(200);
    expect((await restored.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    await restored.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(restoredDir, { recursive: true, force: true });
  });

  it('is one npm command that names what it did', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hirelane-backup-cli-'));
    const missing = (() => {
      try {
        execFileSync(process.execPath, [path.join(ROOT, 'scripts/backup.mjs'), path.join(dataDir, 'x.db')], {
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
          stdio: 'pipe',
        });
        return '';
      } catch (error) {
        return String((error as { stderr?: Buffer }).stderr);
      }
    })();
    expect(missing).toMatch(/Backup failed: There is no database at/);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
