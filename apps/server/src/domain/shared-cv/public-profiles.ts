import type { ContactField, PublicProfileSettings } from '@hirelane/contract/sharing';
import type { Db } from '../../platform/db/database.ts';
import { read } from '../../platform/db/dialect.ts';
import type { PublicProfilesTable } from '../../platform/db/schema-cv.ts';

export type PublicSection = PublicProfileSettings['sections'][number];

/** A public profile's own settings; its headline is the profile's (CvSnapshot.headline). */
export type PublicProfileRecord = {
  userId: string;
  handle: string | null;
  bio: string;
  isVisible: boolean;
  sections: PublicSection[];
  contactFields: ContactField[];
  tags: string[];
  /** The owner's video the profile plays, or null. */
  videoId: string | null;
  /** Opt-in: search engines may find the profile while it is visible. */
  indexable: boolean;
  /** When the settings last changed (ISO-8601); null before the profile is saved. */
  updatedAt: string | null;
};

const toProfile = (row: PublicProfilesTable): PublicProfileRecord => ({
  userId: row.user_id,
  handle: row.handle,
  bio: row.bio,
  isVisible: read.bool(row.is_visible),
  sections: read.json<PublicSection[]>(row.sections),
  contactFields: read.json<ContactField[]>(row.contact_fields),
  tags: read.json<string[]>(row.tags),
  videoId: row.video_id,
  indexable: read.bool(row.indexable),
  updatedAt: read.date(row.updated_at),
});

/** The public profile whose `column` is `value`: each user has at most one, and a handle names one. */
export const findProfileBy = async (
  db: Db,
  column: 'user_id' | 'handle',
  value: string,
): Promise<PublicProfileRecord | undefined> => {
  const row = await db.selectFrom('public_profiles').selectAll().where(column, '=', value).executeTakeFirst();
  return row && toProfile(row);
};
