import type { Kysely } from 'kysely';
import { columnTypes } from '../dialect.ts';
import { addRequiredColumn } from '../table-shapes.ts';

/** Whether the board's cards show each job's match score (`show_match_scores`); on for everyone at first. */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await addRequiredColumn(db, 'users', 'show_match_scores', columnTypes(db).boolean, true);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('users').dropColumn('show_match_scores').execute();
};
