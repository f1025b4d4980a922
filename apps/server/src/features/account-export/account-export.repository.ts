import type { JobLane } from '@hirelane/contract/constants';
import type { EMPLOYMENT_TYPES, JOB_WORKPLACES, SALARY_PERIODS } from '@hirelane/contract/jobs';
import { sql } from 'kysely';
import { userTimeZone } from '../../domain/user-time-zone.ts';
import type { Db } from '../../platform/db/database.ts';
import { read } from '../../platform/db/dialect.ts';

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
export type SheetJob = {
  lane: JobLane;
  isPinned: boolean;
  position: string;
  company: string;
  location: string | null;
  workplace: (typeof JOB_WORKPLACES)[number] | null;
  employmentType: (typeof EMPLOYMENT_TYPES)[number] | null;
  postingUrl: string | null;
  salaryText: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  salaryPeriod: (typeof SALARY_PERIODS)[number] | null;
  deadline: string | null;
  appliedDate: string | null;
  nextInterviewAt: string | null;
  source: string | null;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  description: string | null;
  notes: string | null;
  attachmentName: string | null;
  createdAt: string;
  updatedAt: string;
};

const optionalNumber = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/**
 * Every row that belongs to the user: their `users` row and each table with a `user_id` column
 * (found by introspection, so a new table is exported without anyone remembering — the same
 * rule account deletion follows), less the sign-in tables and the secret columns.
 */
export const createAccountExportRepository = (db: Db) => {
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
      const rows = await db
        .selectFrom('jobs')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('is_pinned', 'desc')
        .orderBy('sort_index')
        .execute();
      return rows.map((row) => ({
        lane: row.status as JobLane,
        isPinned: read.bool(row.is_pinned),
        position: row.position,
        company: row.company,
        location: row.location,
        workplace: row.workplace as SheetJob['workplace'],
        employmentType: row.employment_type as SheetJob['employmentType'],
        postingUrl: row.posting_url,
        salaryText: row.salary_text,
        salaryMin: optionalNumber(row.salary_min),
        salaryMax: optionalNumber(row.salary_max),
        salaryCurrency: row.salary_currency,
        salaryPeriod: row.salary_period as SheetJob['salaryPeriod'],
        deadline: row.deadline,
        appliedDate: row.applied_date,
        nextInterviewAt: read.optionalDate(row.next_interview_at),
        source: row.source,
        contactName: row.contact_name,
        contactEmail: row.contact_email,
        contactPhone: row.contact_phone,
        description: row.description,
        notes: row.notes,
        attachmentName: row.attachment_name,
        createdAt: read.date(row.created_at),
        updatedAt: read.date(row.updated_at),
      }));
    },
  };
};

export type AccountExportRepository = ReturnType<typeof createAccountExportRepository>;
