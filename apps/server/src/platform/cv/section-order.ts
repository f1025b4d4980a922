import { type SelectQueryBuilder, sql } from 'kysely';

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
 * issue month first, and of one month the entry added last first.
 */
export const inCvOrder = <DB, TB extends keyof DB, O>(
  table: CvSectionTable,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> =>
  query.orderBy(sql.ref(ORDER_MONTH[table]), 'desc').orderBy(sql.ref('created_at'), 'desc');
