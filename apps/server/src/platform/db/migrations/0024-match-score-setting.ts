import type { Kysely } from 'kysely';
import { columnTypes } from '../dialect.ts';

/** Whether the board's cards show each job's match score (`show_match_scores`); on for everyone at first. */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  const t = columnTypes(db);
  await db.schema
    .alterTable('users')
    .addColumn('show_match_scores', t.boolean, (c) => c.notNull().defaultTo(true))
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('users').dropColumn('show_match_scores').execute();
};
