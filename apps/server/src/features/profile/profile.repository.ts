import type { Db } from '../../platform/db/database.ts';

/** SQL for the user's own profile. */
export const createProfileRepository = (db: Db) => ({
  findBasic: (userId: string) =>
    db
      .selectFrom('users')
      .select(['first_name', 'last_name', 'email', 'country'])
      .where('id', '=', userId)
      .executeTakeFirst(),
});

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
