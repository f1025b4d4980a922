import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { type SlowStatement, withSqliteParams } from './dialect.ts';
import { migrations } from './migrations/all.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export type DatabaseOptions = {
  /** postgres://… → PostgreSQL; otherwise SQLite at sqliteFile. */
  databaseUrl: string | undefined;
  sqliteFile: string;
  /** PostgreSQL schema to use (tests give each run its own). */
  pgSchema?: string;
};

const openSqlite = (file: string): Db => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new BetterSqlite3(file);
  // First, so a second process opening the same new file waits for the WAL switch instead of failing.
  database.pragma('busy_timeout = 5000');
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  const listeners = new Set<(statement: SlowStatement) => void>();
  const onSlow = (statement: SlowStatement) => {
    for (const listener of listeners) listener(statement);
  };
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withSqliteParams(database, onSlow) }),
  });
  sqliteFiles.set(db, file);
  slowStatementListeners.set(db, listeners);
  return db;
};

const slowStatementListeners = new WeakMap<Db, Set<(statement: SlowStatement) => void>>();

/**
 * Calls `listener` for every SQLite statement that held the process for SLOW_STATEMENT_MS or more
 * (a lock wait, a checkpoint, a slow query). PostgreSQL's statements never block the process.
 */
export const onSlowStatement = (db: Db, listener: (statement: SlowStatement) => void): void => {
  slowStatementListeners.get(db)?.add(listener);
};

/** The file behind each SQLite database, for the migration lock. */
const sqliteFiles = new WeakMap<Db, string>();

/**
 * Holds `<file>.migrate-lock`'s exclusive SQLite lock while `work` runs, so two processes started
 * at once on one SQLite file migrate it one after the other (PostgreSQL has Kysely's own lock).
 */
const withMigrationLock = async (file: string, work: () => Promise<void>): Promise<void> => {
  const lock = new BetterSqlite3(`${file}.migrate-lock`);
  lock.pragma('busy_timeout = 0');
  const deadline = Date.now() + 60_000;
  try {
    for (;;) {
      try {
        lock.exec('begin exclusive');
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    await work();
  } finally {
    if (lock.inTransaction) lock.exec('commit');
    lock.close();
  }
};

/** The connection pool behind a PostgreSQL database (for metrics); SQLite has none. */
const pools = new WeakMap<Db, pg.Pool>();
export type PoolUse = { total: number; idle: number; waiting: number };
export const poolUse = (db: Db): PoolUse | null => {
  const pool = pools.get(db);
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : null;
};

const openPostgres = (url: string, schema: string | undefined): Db => {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
};

/** Opens the configured database. Call migrateToLatest before serving. */
export const openDatabase = (options: DatabaseOptions): Db =>
  options.databaseUrl ? openPostgres(options.databaseUrl, options.pgSchema) : openSqlite(options.sqliteFile);

/** Applies every pending migration; `schema` names the PostgreSQL schema the bookkeeping tables live in. */
export const migrateToLatest = async (db: Db, schema?: string): Promise<void> => {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Numbers are handed out ahead of landing (0016 landed before 0013–0015): a database that ran a
    // higher one first must still take a lower one that landed later. Each migration stands alone.
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const migrate = async () => {
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((result) => result.status === 'Error');
    if (error || failed) {
      throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
    }
  };
  const file = sqliteFiles.get(db);
  await (file ? withMigrationLock(file, migrate) : migrate());
};
