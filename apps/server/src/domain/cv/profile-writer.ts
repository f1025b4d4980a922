import type { Db } from '../../platform/db/database.ts';
import { jsonParam } from '../../platform/db/dialect.ts';
import type { ProfilesTable } from '../../platform/db/schema-cv.ts';

/** A profile's own fields (names, country and language live on `users`). */
export type ProfileFields = {
  headline: string;
  summary: string;
  phone: string;
  contactEmail: string;
  location: string;
  links: { label: string; url: string }[];
  dateOfBirth: string | null;
};

/** What a write may set: every column but the owner and the time of the write. */
type Columns = Partial<Omit<ProfilesTable, 'user_id' | 'updated_at'>>;

/** A profile with nothing filled in and no photo: what a first write starts from. */
const emptyProfile = () => ({
  headline: '',
  summary: '',
  phone: '',
  contact_email: '',
  location: '',
  links: jsonParam([]),
  date_of_birth: null,
  image_key: null,
  image_updated_at: null,
});

/** The columns of the fields given (a field left out is not touched). */
const columnsOf = (fields: Partial<ProfileFields>): Columns => ({
  ...(fields.headline === undefined ? {} : { headline: fields.headline }),
  ...(fields.summary === undefined ? {} : { summary: fields.summary }),
  ...(fields.phone === undefined ? {} : { phone: fields.phone }),
  ...(fields.contactEmail === undefined ? {} : { contact_email: fields.contactEmail }),
  ...(fields.location === undefined ? {} : { location: fields.location }),
  ...(fields.links === undefined ? {} : { links: jsonParam(fields.links) }),
  ...(fields.dateOfBirth === undefined ? {} : { date_of_birth: fields.dateOfBirth }),
});

/**
 * Every write of the `profiles` table (the profile page, the public profile's headline, a CV
 * import): one row per user, made on the first write with every other field empty and no photo,
 * then updated in place.
 */
export const createProfileWriter = (db: Db) => {
  const upsert = async (userId: string, changes: Columns, now: Date) => {
    const values = { ...changes, updated_at: now.toISOString() };
    await db
      .insertInto('profiles')
      .values({ ...emptyProfile(), ...values, user_id: userId })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
  };
  return {
    /** Sets the fields given and leaves the rest (and the photo) as they are. */
    setFields: (userId: string, fields: Partial<ProfileFields>, now: Date) =>
      upsert(userId, columnsOf(fields), now),

    /** Sets or clears the photo's storage key (and when it changed). */
    setPhoto: (userId: string, imageKey: string | null, now: Date) =>
      upsert(userId, { image_key: imageKey, image_updated_at: imageKey ? now.toISOString() : null }, now),
  };
};
