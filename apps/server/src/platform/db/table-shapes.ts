import type { ColumnDataType, CreateTableBuilder, Kysely } from 'kysely';
import { columnTypes } from './dialect.ts';

/**
 * The column sets and indexes migrations build tables from. A migration's schema never changes once
 * it has run, so neither may what a helper here writes: its columns, their order, the index names.
 */

type Table = CreateTableBuilder<string, string>;

/** The owner, `user_id`: required, and its rows go with the account. Use it through `.$call`. */
export const withOwner = (table: Table): Table =>
  table.addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'));

/** The job, `job_id`: required, and its rows go with the job. Use it through `.$call`. */
export const withJob = (table: Table): Table =>
  table.addColumn('job_id', 'text', (c) => c.notNull().references('jobs.id').onDelete('cascade'));

/** A new table whose rows have an app-made text id. Add the other columns, then `.execute()`. */
export const createIdKeyedTable = (db: Kysely<unknown>, table: string) =>
  db.schema.createTable(table).addColumn('id', 'text', (c) => c.primaryKey());

/** A new table of one user's rows: an app-made text id, then the owner. Add the rest, then `.execute()`. */
export const createOwnedTable = (db: Kysely<unknown>, table: string) =>
  createIdKeyedTable(db, table).$call(withOwner);

/** A new table of at most one row per user, keyed by its owner. Add the rest, then `.execute()`. */
export const createUserKeyedTable = (db: Kysely<unknown>, table: string) =>
  db.schema
    .createTable(table)
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'));

/** Not-null timestamps `columns` (`created_at`, `updated_at`), in that order. Use it through `.$call`. */
export const timestamps =
  (db: Kysely<unknown>, ...columns: string[]) =>
  (table: Table): Table => {
    const { timestamp } = columnTypes(db);
    return columns.reduce((built, column) => built.addColumn(column, timestamp, (c) => c.notNull()), table);
  };

/** A required column added to an existing table; the rows already there take `value`. */
export const addRequiredColumn = (
  db: Kysely<unknown>,
  table: string,
  column: string,
  type: ColumnDataType,
  value: unknown,
) =>
  db.schema
    .alterTable(table)
    .addColumn(column, type, (c) => c.notNull().defaultTo(value))
    .execute();

/** An index on `columns` of `table`. Its name is part of the schema: never rename one. */
export const createIndex = (
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: string[],
  { unique = false }: { unique?: boolean } = {},
) => {
  const index = db.schema.createIndex(name).on(table).columns(columns);
  return (unique ? index.unique() : index).execute();
};

/** `<table>_user`, the index that finds one owner's rows; unique: at most one row per owner. */
export const createOwnerIndex = (db: Kysely<unknown>, table: string, options: { unique?: boolean } = {}) =>
  createIndex(db, `${table}_user`, table, ['user_id'], options);
