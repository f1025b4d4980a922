import type { Db } from '../../platform/db/database.ts';
import { jsonParam, read } from '../../platform/db/dialect.ts';
import { emptyProfileColumns } from '../../platform/db/empty-profile.ts';
import type { ProfilesTable } from '../../platform/db/schema.ts';

type Link = { label: string; url: string };

export type ProfileDetails = {
  headline: string;
  summary: string;
  phone: string;
  contactEmail: string;
  location: string;
  links: Link[];
  dateOfBirth: string | null;
  imageKey: string | null;
  imageUpdatedAt: string | null;
};

type TypedDetails = Omit<ProfileDetails, 'imageKey' | 'imageUpdatedAt'>;

const detailColumns = (d: TypedDetails) => ({
  headline: d.headline,
  summary: d.summary,
  phone: d.phone,
  contact_email: d.contactEmail,
  location: d.location,
  links: jsonParam(d.links),
  date_of_birth: d.dateOfBirth,
});

const toDetails = (row: ProfilesTable): ProfileDetails => ({
  headline: row.headline,
  summary: row.summary,
  phone: row.phone,
  contactEmail: row.contact_email,
  location: row.location,
  links: read.json<Link[]>(row.links),
  dateOfBirth: row.date_of_birth,
  imageKey: row.image_key,
  imageUpdatedAt: read.optionalDate(row.image_updated_at),
});

/** SQL for the user's own profile: names, country and language on users, the rest in profiles. */
export const createProfileRepository = (db: Db) => ({
  findUser: async (userId: string) => {
    const row = await db
      .selectFrom('users')
      .select(['first_name', 'last_name', 'email', 'country', 'locale'])
      .where('id', '=', userId)
      .executeTakeFirst();
    return (
      row && {
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        country: row.country,
        locale: row.locale,
      }
    );
  },

  updateUser: async (
    userId: string,
    values: { firstName: string; lastName: string; country?: string; locale?: string },
    now: Date,
  ) => {
    await db
      .updateTable('users')
      .set({
        first_name: values.firstName,
        last_name: values.lastName,
        ...(values.country === undefined ? {} : { country: values.country }),
        ...(values.locale === undefined ? {} : { locale: values.locale }),
        updated_at: now.toISOString(),
      })
      .where('id', '=', userId)
      .execute();
  },

  findDetails: async (userId: string): Promise<ProfileDetails | undefined> => {
    const row = await db.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
    return row && toDetails(row);
  },

  /** Inserts or replaces the typed profile fields (the photo is left as it is). */
  saveDetails: async (userId: string, fields: TypedDetails, now: Date) => {
    const changes = { ...detailColumns(fields), updated_at: now.toISOString() };
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
      .values({ ...emptyProfileColumns(), ...changes, user_id: userId })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
      .execute();
  },
});

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
