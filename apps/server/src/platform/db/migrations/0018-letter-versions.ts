import type { Kysely } from 'kysely';
import { addRequiredColumn } from '../table-shapes.ts';

/**
 * A letter's version: 1 when written, one more on every save. Its ETag is made from it, so two tabs
 * on one letter can tell that the other saved in between (a timestamp can repeat within a millisecond;
 * the counter cannot). Existing letters start at 1.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await addRequiredColumn(db, 'letters', 'version', 'integer', 1);
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('letters').dropColumn('version').execute();
};
