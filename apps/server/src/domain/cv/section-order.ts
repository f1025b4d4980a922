import { type SelectQueryBuilder, sql } from 'kysely';
import type { CamelDatabase } from '../../platform/db/camel-case.ts';

/** The month each CV section lists its entries by. */
const ORDER_MONTH = {
  cv_experiences: 'startDate',
  cv_educations: 'startDate',
  cv_certifications: 'issueDate',
} as const satisfies { [T in keyof CamelDatabase]?: keyof CamelDatabase[T] };

/** The CV sections kept as one row per entry. */
export type CvSectionTable = keyof typeof ORDER_MONTH;

/**
 * Orders a query of one section's entries as the CV shows them everywhere (the builder, shared
 * links, the public profile, PDFs, letters and the self-introduction script): the newest start or
 * issue month first, and of one month the entry added last first. A date given as a year alone
 * ("2020") sorts as the start of that year: below each month of 2020 and above 2019's, as the
 * text order of "2020" among "2020-MM" already has it. The query goes through `camelCaseDb`, which
 * names the columns as stored.
 */
export const inCvOrder = <TB extends keyof CamelDatabase, O>(
  table: CvSectionTable,
  query: SelectQueryBuilder<CamelDatabase, TB, O>,
): SelectQueryBuilder<CamelDatabase, TB, O> =>
  query.orderBy(sql.ref(ORDER_MONTH[table]), 'desc').orderBy(sql.ref('createdAt'), 'desc');
