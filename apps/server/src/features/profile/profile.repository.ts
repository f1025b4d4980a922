import type { Db } from '../../platform/db/database.ts';
import { jsonParam, read } from '../../platform/db/dialect.ts';
import type { ProfilesTable } from '../../platform/db/schema.ts';

export type ProfileDetails = Omit<ProfilesTable, 'links' | 'user_id' | 'updated_at'> & {
  links: { label: string; url: string }[];
};

/** SQL for the user's own profile: names, country and language on users, the rest in profiles. */
export const createProfileRepository = (db: Db) => ({
  findUser: (userId: string) =>
    db
      .selectFrom('users')
      .select(['first_name', 'last_name', 'email', 'country', 'locale'])
      .where('id', '=', userId)
      .executeTakeFirst(),

  updateUser: async (
    userId: string,
    values: { first_name: string; last_name: string; country?: string; locale?: string },
    now: Date,
  ) => {
    await db
      .updateTable('users')
      .set({ ...values, updated_at: now.toISOString() })
      .where('id', '=', userId)
      .execute();
  },

  findDetails: async (userId: string): Promise<ProfileDetails | undefined> => {
    const row = await db.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
    if (!row) return undefined;
    const { user_id: _id, updated_at: _at, ...rest } = row;
    return {
      ...rest,
      links: read.json<{ label: string; url: string }[]>(row.links),
      image_updated_at: read.optionalDate(row.image_updated_at),
    };
  },

  /** Inserts or replaces the typed profile fields (the photo is left as it is). */
  saveDetails: async (
    userId: string,
    fields: Omit<ProfileDetails, 'image_key' | 'image_updated_at'>,
    now: Date,
  ) => {
    const changes = { ...fields, links: jsonParam(fields.links), updated_at: now.toISOString() };
    await db
      .insertInto('profiles')
      .values({ ...changes, user_id: userId, image_key: null, image_updated_at: null })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
      .execute();
  },

  /** Sets or clears the photo's storage key, creating an empty profile row when needed. */
  setImage: async (userId: string, imageKey: string | null, now: Date) => {
    const changes = {
      image_key: imageKey,
      image_updated_at: imageKey ? now.toISOString() : null,
      updated_at: now.toISOString(),
    };
    await db
      .insertInto('profiles')
      .values({
        ...changes,
        user_id: userId,
        headline: '',
        summary: '',
        phone: '',
        contact_email: '',
        location: '',
        links: jsonParam([]),
        date_of_birth: null,
      })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
      .execute();
  },
});

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
