import path from 'node:path';
import pg from 'pg';
import { type Db, migrateToLatest, openDatabase } from '../src/platform/db/database.ts';

/**
 * A fresh, migrated database for one test file: SQLite in its temp dir, or — when
 * TEST_DATABASE_URL is set — its own PostgreSQL schema, dropped afterwards.
 */
export const openTestDatabase = async (
  dataDir: string,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<{ db: Db; drop: () => Promise<void>; schema?: string }> => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = openDatabase({ databaseUrl: undefined, sqliteFile: path.join(dataDir, 'test.db') });
    if (migrate) await migrateToLatest(db);
    return { db, drop: () => db.destroy() };
  }
  const schema = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = openDatabase({ databaseUrl: url, sqliteFile: '', pgSchema: schema });
  const drop = async () => {
    await db.destroy();
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    await cleanup.query(`drop schema ${schema} cascade`);
    await cleanup.end();
  };
  try {
    if (migrate) await migrateToLatest(db, schema);
  } catch (error) {
    await drop();
    throw error;
  }
  return { db, drop, schema };
};
