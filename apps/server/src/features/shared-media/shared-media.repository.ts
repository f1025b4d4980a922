import type { Db } from '../../platform/db/database.ts';

/** SQL of what a shared CV shows besides its text: where the owner's photo is. */
export const createSharedMediaRepository = (db: Db) => ({
  findPhotoKey: async (userId: string): Promise<string | null> => {
    const row = await db
      .selectFrom('profiles')
      .select('image_key')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.image_key ?? null;
  },
});

export type SharedMediaRepository = ReturnType<typeof createSharedMediaRepository>;
