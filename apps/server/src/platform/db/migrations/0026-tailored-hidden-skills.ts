import type { Kysely } from 'kysely';
import { addRequiredColumn } from '../table-shapes.ts';

/**
 * Skills a job's tailored version hides (`hidden_skill_ids`, a JSON list of "kind:name" ids); a
 * version saved before hides none.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await addRequiredColumn(db, 'tailored_cvs', 'hidden_skill_ids', 'text', '[]');
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.alterTable('tailored_cvs').dropColumn('hidden_skill_ids').execute();
};
