import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';

/** The month each CV section lists its entries by. */
const ORDER_MONTH = {
  cv_experiences: 'start_date',
  cv_educations: 'start_date',
  cv_certifications: 'issue_date',
} as const;

/** The CV sections kept as one row per entry. */
export type CvSectionTable = keyof typeof ORDER_MONTH;

/**
 * Orders a query of one section's entries as the CV shows them everywhere (the builder, shared
 * links, the public profile, PDFs, letters and the self-introduction script): the newest start or
 * issue month first, and of one month the entry added last first. A date given as a year alone
 * ("2020") sorts as the start of that year: below each month of 2020 and above 2019's, as the
 * text order of "2020" among "2020-MM" already has it.
 */
export const inCvOrder = <DB, TB extends keyof DB, O>(
  table: CvSectionTable,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> =>
  query.orderBy(sql.ref(ORDER_MONTH[table]), 'desc').orderBy(sql.ref('created_at'), 'desc');

/**
 * A user's CV entries as stored rows, each section in CV order, and the CV's lists (skills,
 * languages): what every reader of a whole CV starts from.
 */
export const cvSectionRows = (db: Db, userId: string) =>
  Promise.all([
    inCvOrder(
      'cv_experiences',
      db.selectFrom('cv_experiences').selectAll().where('user_id', '=', userId),
    ).execute(),
    inCvOrder(
      'cv_educations',
      db.selectFrom('cv_educations').selectAll().where('user_id', '=', userId),
    ).execute(),
    inCvOrder(
      'cv_certifications',
      db.selectFrom('cv_certifications').selectAll().where('user_id', '=', userId),
    ).execute(),
    db.selectFrom('cv_lists').select(['kind', 'items']).where('user_id', '=', userId).execute(),
  ]);
