import type { Db } from '../../platform/db/database.ts';
import { jsonParam, read } from '../../platform/db/dialect.ts';

export type ListKind = 'personal' | 'professional' | 'languages';

/** Whole lists stored as one JSON value per user and kind. */
export const createListsRepository = (db: Db) => ({
  get: async <T>(userId: string, kind: ListKind): Promise<T[]> => {
    const row = await db
      .selectFrom('cv_lists')
      .select('items')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .executeTakeFirst();
    return row ? read.json<T[]>(row.items) : [];
  },

  put: async (userId: string, kind: ListKind, items: unknown[], now: Date): Promise<void> => {
    await db
      .insertInto('cv_lists')
      .values({ user_id: userId, kind, items: jsonParam(items), updated_at: now.toISOString() })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'kind'])
          .doUpdateSet({ items: jsonParam(items), updated_at: now.toISOString() }),
      )
      .execute();
  },
});

export type ListsRepository = ReturnType<typeof createListsRepository>;
