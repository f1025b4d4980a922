import { createProfileWriter, type ProfileFields } from '../../domain/cv/profile-writer.ts';
import type { Db } from '../../platform/db/database.ts';
import { read } from '../../platform/db/dialect.ts';
import type { ProfilesTable } from '../../platform/db/schema-cv.ts';

type Link = { label: string; url: string };

export type ProfileDetails = ProfileFields & {
  imageKey: string | null;
  imageUpdatedAt: string | null;
};

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
      .select(['first_name', 'last_name', 'email', 'country', 'locale', 'show_match_scores'])
      .where('id', '=', userId)
      .executeTakeFirst();
    return (
      row && {
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        country: row.country,
        locale: row.locale,
        showMatchScores: read.bool(row.show_match_scores),
      }
    );
  },

  updateUser: async (
    userId: string,
    values: {
      firstName: string;
      lastName: string;
      country?: string;
      locale?: string;
      showMatchScores?: boolean;
    },
    now: Date,
  ) => {
    await db
      .updateTable('users')
      .set({
        first_name: values.firstName,
        last_name: values.lastName,
        ...(values.country === undefined ? {} : { country: values.country }),
        ...(values.locale === undefined ? {} : { locale: values.locale }),
        ...(values.showMatchScores === undefined ? {} : { show_match_scores: values.showMatchScores }),
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
  saveDetails: (userId: string, fields: ProfileFields, now: Date) =>
    createProfileWriter(db).setFields(userId, fields, now),

  /** Sets or clears the photo's storage key, creating an empty profile row when needed. */
  setImage: (userId: string, imageKey: string | null, now: Date) =>
    createProfileWriter(db).setPhoto(userId, imageKey, now),
});

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
