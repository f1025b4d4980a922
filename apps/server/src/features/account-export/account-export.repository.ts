import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';

/** Columns that hold secrets of the service, not data of the person: never exported. */
const SECRET_COLUMN = /hash|secret/i;

export type ExportedTable = { table: string; rows: Record<string, unknown>[] };

/**
 * Every row that belongs to the user: their `users` row and each table with a `user_id` column
 * (found by introspection, so a new table is exported without anyone remembering — the same
 * rule account deletion follows).
 */
export const createAccountExportRepository = (db: Db) => {
  let userTables: Promise<string[]> | undefined;
  const tablesWithUserId = () => {
    userTables ??= db.introspection.getTables().then((tables) =>
      tables
        .filter((table) => table.columns.some((column) => column.name === 'user_id'))
        .map((table) => table.name)
        .sort(),
    );
    return userTables;
  };
  const withoutSecrets = (row: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(row).filter(([column]) => !SECRET_COLUMN.test(column)));

  return {
    rowsOf: async (userId: string): Promise<ExportedTable[]> => {
      const select = async (table: string, column: 'id' | 'user_id') => {
        const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)} where ${sql.ref(
          column,
        )} = ${userId}`.execute(db);
        return { table, rows: rows.map(withoutSecrets) };
      };
      return [
        await select('users', 'id'),
        ...(await Promise.all((await tablesWithUserId()).map((table) => select(table, 'user_id')))),
      ];
    },
  };
};

export type AccountExportRepository = ReturnType<typeof createAccountExportRepository>;
