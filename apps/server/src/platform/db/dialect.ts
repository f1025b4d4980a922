import type BetterSqlite3 from 'better-sqlite3';
import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * The one place that knows how SQLite and PostgreSQL differ. Repositories write
 * booleans, Dates and JSON the same way on both and read rows through `read` below.
 */

export type DialectName = 'sqlite' | 'postgres';

export const dialectOf = (db: { getExecutor: Kysely<unknown>['getExecutor'] }): DialectName =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';

/** Column types for migrations: the same logical type on either database. */
export const columnTypes = (db: Kysely<unknown>) => {
  const isPostgres = dialectOf(db) === 'postgres';
  return {
    timestamp: isPostgres ? 'timestamptz' : 'text',
    boolean: isPostgres ? 'boolean' : 'integer',
    json: isPostgres ? 'jsonb' : 'text',
  } as const;
};

/** SQLite binds neither booleans nor Dates: turn them into 1/0 and ISO strings. */
export const toSqliteParam = (value: unknown): unknown => {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value;
};

/**
 * better-sqlite3 runs each statement synchronously: while one runs (or waits for the file lock, or
 * for a checkpoint's fsync), no other request moves. One that takes this long is reported.
 */
export const SLOW_STATEMENT_MS = 100;

export type SlowStatement = { sql: string; ms: number };

/** How many prepared statements a connection keeps: far more than the app's distinct queries. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Wraps better-sqlite3 so every statement's parameters pass through toSqliteParam, and keeps each
 * SQL text's prepared statement: Kysely prepares a statement for every query it runs, and
 * preparing cost more than running the board's queries under load. A cached statement still
 * iterating (busy) is not shared; a fresh one is prepared for that call.
 */
export const withSqliteParams = (
  database: BetterSqlite3.Database,
  /** Told of every statement that held the process for SLOW_STATEMENT_MS or more. */
  onSlow: (statement: SlowStatement) => void = () => {},
): BetterSqlite3.Database => {
  // The raw statement beside its wrapper: native getters such as `busy` refuse a proxy as `this`.
  const statements = new Map<string, { raw: BetterSqlite3.Statement; wrapped: BetterSqlite3.Statement }>();
  const bind = (param: unknown) => (Array.isArray(param) ? param.map(toSqliteParam) : toSqliteParam(param));
  const wrap = (statement: BetterSqlite3.Statement): BetterSqlite3.Statement =>
    new Proxy(statement, {
      get(stmt, key, stmtReceiver) {
        const member = Reflect.get(stmt, key, stmtReceiver);
        if (key !== 'all' && key !== 'run' && key !== 'get' && key !== 'iterate') return member;
        // Kysely passes the parameters as one array.
        return (...params: unknown[]) => {
          const started = performance.now();
          const result = (member as (...args: unknown[]) => unknown).apply(stmt, params.map(bind));
          const ms = performance.now() - started;
          if (ms >= SLOW_STATEMENT_MS) onSlow({ sql: stmt.source, ms: Math.round(ms) });
          return result;
        };
      },
    });
  const prepare = (source: string): BetterSqlite3.Statement => {
    const cached = statements.get(source);
    if (cached && !cached.raw.busy) {
      // Most recently used last, so the oldest is the one dropped when the cache is full.
      statements.delete(source);
      statements.set(source, cached);
      return cached.wrapped;
    }
    const raw = database.prepare(source);
    const statement = wrap(raw);
    if (cached) return statement;
    statements.set(source, { raw, wrapped: statement });
    if (statements.size > STATEMENT_CACHE_SIZE) {
      const oldest = statements.keys().next().value;
      if (oldest !== undefined) statements.delete(oldest);
    }
    return statement;
  };
  return new Proxy(database, {
    get(target, property, receiver) {
      return property === 'prepare' ? prepare : Reflect.get(target, property, receiver);
    },
  });
};

/** Readers for row values, so services see one shape whichever database answered. */
export const read = {
  bool: (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 't',
  /** ISO-8601 UTC string from a PG Date or SQLite text. */
  date: (value: unknown): string => {
    if (value instanceof Date) return value.toISOString();
    const text = String(value);
    // Written by the app as toISOString(): already canonical (a hot path when reading whole boards).
    if (text.length === 24 && text[10] === 'T' && text[23] === 'Z') return text;
    // SQLite's CURRENT_TIMESTAMP has no "T" and no zone: it is UTC.
    const normalised = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d+)?$/.test(text)
      ? `${text.replace(' ', 'T')}Z`
      : text;
    return new Date(normalised).toISOString();
  },
  optionalDate: (value: unknown): string | null =>
    value === null || value === undefined ? null : read.date(value),
  count: (value: unknown): number => Number(value ?? 0),
  json: <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T)),
  /** A stored file's public facts from its key, name, type and size columns; null while any is unset. */
  file: (
    key: string | null,
    name: string | null,
    type: string | null,
    size: unknown,
  ): { fileName: string; mimeType: string; size: number } | null =>
    key && name && type ? { fileName: name, mimeType: type, size: Number(size) } : null,
};

/** JSON goes in as text on both databases (PG casts it to jsonb). */
export const jsonParam = (value: unknown): string => JSON.stringify(value);

/** Whether an error is a unique-constraint violation, on either database. */
export const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
};
