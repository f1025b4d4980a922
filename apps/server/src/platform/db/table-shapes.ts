import type { Kysely } from 'kysely';

/**
 * A new table of one user's rows, for migrations: an app-made text id and the owner, whose rows
 * go with the account. Add the other columns, then `.execute()`.
 */
export const createOwnedTable = (db: Kysely<unknown>, table: string) =>
  db.schema
    .createTable(table)
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'));

/** An index on `columns` of `table`. Its name is part of the schema: never rename one. */
export const createIndex = (db: Kysely<unknown>, name: string, table: string, columns: string[]) =>
  db.schema.createIndex(name).on(table).columns(columns).execute();
