import { createProfileWriter } from '../../domain/cv/profile-writer.ts';
import { findProfileBy, type PublicProfileRecord } from '../../domain/shared-cv/public-profiles.ts';
import type { Db } from '../../platform/db/database.ts';
import { jsonParam, read } from '../../platform/db/dialect.ts';

/** SQL of the public profiles: their settings, the one headline, and the list search engines read. */
export const createPublicProfileRepository = (db: Db) => ({
  findProfile: (userId: string) => findProfileBy(db, 'user_id', userId),
  findProfileByHandle: (handle: string) => findProfileBy(db, 'handle', handle),
  /** Inserts or replaces the user's profile; a handle taken meanwhile fails on the unique index. */
  saveProfile: async (profile: Omit<PublicProfileRecord, 'updatedAt'>, now: Date) => {
    const changes = {
      handle: profile.handle,
      bio: profile.bio,
      is_visible: profile.isVisible,
      sections: jsonParam(profile.sections),
      contact_fields: jsonParam(profile.contactFields),
      tags: jsonParam(profile.tags),
      video_id: profile.videoId,
      indexable: profile.indexable,
      updated_at: now.toISOString(),
    };
    const values = { user_id: profile.userId, ...changes };
    await db
      .insertInto('public_profiles')
      .values(values)
      .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
      .execute();
  },
  /** The one headline: the profile's ('' before there is a profile). */
  findHeadline: async (userId: string): Promise<string> => {
    const row = await db
      .selectFrom('profiles')
      .select('headline')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.headline ?? '';
  },
  /**
   * The profiles search engines may list: visible, with a handle, and opted in; the most recently
   * changed first, at most `limit`.
   */
  listIndexableProfiles: async (limit: number): Promise<{ handle: string; updatedAt: string }[]> => {
    const rows = await db
      .selectFrom('public_profiles')
      .select(['handle', 'updated_at'])
      .where('is_visible', '=', true)
      .where('indexable', '=', true)
      .where('handle', 'is not', null)
      .orderBy('updated_at', 'desc')
      .orderBy('handle')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ handle: row.handle ?? '', updatedAt: read.date(row.updated_at) }));
  },
  /** The one headline, the profile's (made with an empty profile when there is none yet). */
  saveHeadline: (userId: string, headline: string, now: Date) =>
    createProfileWriter(db).setFields(userId, { headline }, now),
});

export type PublicProfileRepository = ReturnType<typeof createPublicProfileRepository>;
