import type { Guide } from '@hirelane/contract/guides';
import type { Db } from '../../platform/db/database.ts';

export const createGuidesRepository = (db: Db) => ({
  completed: async (userId: string): Promise<string[]> =>
    (await db.selectFrom('user_guides').select('guide').where('user_id', '=', userId).execute()).map(
      (row) => row.guide,
    ),

  /** Idempotent: completing a guide twice keeps the first time. */
  complete: async (userId: string, guide: Guide, now: Date): Promise<void> => {
    await db
      .insertInto('user_guides')
      .values({ user_id: userId, guide, completed_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['user_id', 'guide']).doNothing())
      .execute();
  },
});

export type GuidesRepository = ReturnType<typeof createGuidesRepository>;
