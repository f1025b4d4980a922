#!/usr/bin/env node
// npm run backup -- <file>: an online backup of the embedded SQLite database (the app may keep
// running). With DATABASE_URL (PostgreSQL) use pg_dump instead. Restore: see the README.
import './require-node.mjs';
import path from 'node:path';

const target = process.argv[2];
if (!target) {
  console.error('Usage: npm run backup -- <file>   (e.g. npm run backup -- backups/hirelane-2026-11-23.db)');
  process.exit(2);
}
if (process.env.DATABASE_URL) {
  console.error(
    'DATABASE_URL is set: back up PostgreSQL with pg_dump (this command copies the embedded SQLite file).',
  );
  process.exit(2);
}
const { backupSqlite } = await import('../apps/server/src/platform/db/backup.ts');
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
try {
  const { bytes } = await backupSqlite(path.join(dataDir, 'hirelane.db'), target);
  console.info(
    `Backed up ${path.join(dataDir, 'hirelane.db')} to ${target} (${(bytes / 1024).toFixed(0)} KiB, integrity ok)`,
  );
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
