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

/** Wraps better-sqlite3 so every statement's parameters pass through toSqliteParam. */
export const withSqliteParams = (database: BetterSqlite3.Database): BetterSqlite3.Database =>
  new Proxy(database, {
    get(target, property, receiver) {
      if (property !== 'prepare') return Reflect.get(target, property, receiver);
      return (source: string) => {
        const statement = target.prepare(source);
        return new Proxy(statement, {
          get(stmt, key, stmtReceiver) {
            const member = Reflect.get(stmt, key, stmtReceiver);
            if (key !== 'all' && key !== 'run' && key !== 'get' && key !== 'iterate') return member;
            // Kysely passes the parameters as one array.
            const bind = (param: unknown) =>
              Array.isArray(param) ? param.map(toSqliteParam) : toSqliteParam(param);
            return (...params: unknown[]) =>
              (member as (...args: unknown[]) => unknown).apply(stmt, params.map(bind));
          },
        });
      };
    },
  });

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
