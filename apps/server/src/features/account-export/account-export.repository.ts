import { sql } from 'kysely';
import { JOB_COLUMNS, type StoredJob, toStoredJob } from '../../domain/jobs/job-rows.ts';
import { userTimeZone } from '../../domain/user-time-zone.ts';
import { camelCaseDb } from '../../platform/db/camel-case.ts';
import type { Db } from '../../platform/db/database.ts';

/**
 * Tables about how the person signs in rather than what they keep: sessions (refresh tokens) and
 * one-time codes. They say nothing a person needs and are left out whole.
 */
const SIGN_IN_TABLES = new Set(['refresh_tokens', 'email_codes']);

/**
 * Columns that hold secrets of the service, not data of the person (password and token hashes,
 * the calendar feed's seed): never exported, in any table.
 */
const SECRET_COLUMN = /hash|secret|seed|token|password/i;

export type ExportedTable = { table: string; rows: Record<string, unknown>[] };

/** A job as the spreadsheet shows it. */
export type SheetJob = Omit<StoredJob, 'jobId' | 'sortIndex' | 'laneEnteredAt' | 'attachmentKey'>;

/**
 * Every row that belongs to the user: their `users` row and each table with a `user_id` column
 * (found by introspection, so a new table is exported without anyone remembering — the same
 * rule account deletion follows), less the sign-in tables and the secret columns.
 */
export const createAccountExportRepository = (db: Db) => {
  const camel = camelCaseDb(db);
  let userTables: Promise<string[]> | undefined;
  const tablesWithUserId = () => {
    userTables ??= db.introspection.getTables().then((tables) =>
      tables
        .filter((table) => table.columns.some((column) => column.name === 'user_id'))
        .map((table) => table.name)
        .filter((table) => !SIGN_IN_TABLES.has(table))
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

    /** The user's time zone, when they told it (their reminder settings hold it); else null. */
    timeZoneOf: (userId: string): Promise<string | null> => userTimeZone(db, userId),

    /** The user's jobs, each lane's pinned ones first, in board order (lanes are ordered by the caller). */
    jobsOf: async (userId: string): Promise<SheetJob[]> => {
      const rows = await camel
        .selectFrom('jobs')
        .select(JOB_COLUMNS)
        .where('userId', '=', userId)
        .orderBy('isPinned', 'desc')
        .orderBy('sortIndex')
        .execute();
      return rows.map(toStoredJob);
    },
  };
};

export type AccountExportRepository = ReturnType<typeof createAccountExportRepository>;
