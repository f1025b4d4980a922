import { cvDesignId } from '@hirelane/contract/cv-design-schemas';
import type { CvDesignId } from '@hirelane/contract/cv-designs';
import type { ContactField, PublicProfileSettings } from '@hirelane/contract/sharing';
import { type CvSnapshot, loadCvSnapshot } from '../../platform/cv/cv-snapshot.ts';
import { createProfileWriter } from '../../platform/cv/profile-writer.ts';
import type { Db } from '../../platform/db/database.ts';
import { jsonParam, read } from '../../platform/db/dialect.ts';
import { deleteOwned, newOwnedRow } from '../../platform/db/owned-rows.ts';
import type { PublicProfilesTable, ShareableCvsTable, VideosTable } from '../../platform/db/schema.ts';

export type PublicSection = PublicProfileSettings['sections'][number];

export type ShareableLink = {
  id: string;
  userId: string;
  title: string;
  expiryDate: string | null;
  views: number;
  contactFields: ContactField[];
  /** The owner's video the link plays, or null. */
  videoId: string | null;
  /** The link's own CV design, or null to follow the owner's choice. */
  design: CvDesignId | null;
  /** The job whose tailored version of the CV the link shows, or null for the main CV. */
  jobId: string | null;
  createdAt: string;
};

const toLink = (row: ShareableCvsTable): ShareableLink => ({
  id: row.id,
  userId: row.user_id,
  title: row.title,
  expiryDate: row.expiry_date,
  views: Number(row.views),
  contactFields: read.json<ContactField[]>(row.contact_fields),
  videoId: row.video_id,
  // Read on every visit of a link: most links follow the owner's design (null), which needs no check.
  design: row.design === null ? null : (cvDesignId.safeParse(row.design).data ?? null),
  jobId: row.job_id,
  createdAt: new Date(row.created_at).toISOString(),
});

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

/** A video a link or profile plays: its name and where its bytes are (null key: it lives on Vimeo). */
export type SharedVideo = {
  id: string;
  name: string;
  storageKey: string | null;
  posterKey: string | null;
  mimeType: string;
};

const toSharedVideo = (
  row: Pick<VideosTable, 'id' | 'name' | 'storage_key' | 'poster_key' | 'mime_type'>,
): SharedVideo => ({
  id: row.id,
  name: row.name,
  storageKey: row.storage_key,
  posterKey: row.poster_key,
  mimeType: row.mime_type,
});

/** What the owner chooses for a link (on making it and on editing it). */
type LinkSettings = {
  title: string;
  expiryDate: string | null;
  contactFields: readonly ContactField[];
  videoId: string | null;
  design: CvDesignId | null;
  jobId: string | null;
};

const linkColumns = (settings: LinkSettings) => ({
  title: settings.title,
  expiry_date: settings.expiryDate,
  contact_fields: jsonParam(settings.contactFields),
  video_id: settings.videoId,
  design: settings.design,
  job_id: settings.jobId,
});

/** The public profile whose `column` is `value`: each user has at most one, and a handle names one. */
const findProfileBy = async (
  db: Db,
  column: 'user_id' | 'handle',
  value: string,
): Promise<PublicProfileRecord | undefined> => {
  const row = await db.selectFrom('public_profiles').selectAll().where(column, '=', value).executeTakeFirst();
  return row && toProfile(row);
};

/** SQL of shareable links, public profiles, and the CV they show. */
export const createSharingRepository = (db: Db) => ({
  listShareable: async (userId: string, jobId?: string): Promise<ShareableLink[]> =>
    (
      await db
        .selectFrom('shareable_cvs')
        .selectAll()
        .where('user_id', '=', userId)
        .$if(jobId !== undefined, (query) => query.where('job_id', '=', jobId ?? ''))
        .orderBy('created_at', 'desc')
        .execute()
    ).map(toLink),

  findShareable: async (userId: string, id: string): Promise<ShareableLink | undefined> => {
    const row = await db
      .selectFrom('shareable_cvs')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toLink(row);
  },

  /** By the link's secret id, for anyone holding it. */
  findShareableById: async (id: string): Promise<ShareableLink | undefined> => {
    const row = await db.selectFrom('shareable_cvs').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toLink(row);
  },

  insertShareable: async (link: LinkSettings & { id: string; userId: string; now: Date }) => {
    await db
      .insertInto('shareable_cvs')
      .values({ ...newOwnedRow(link), ...linkColumns(link), views: 0 })
      .execute();
  },

  updateShareable: async (userId: string, id: string, change: LinkSettings & { now: Date }) => {
    await db
      .updateTable('shareable_cvs')
      .set({ ...linkColumns(change), updated_at: change.now.toISOString() })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .execute();
  },

  removeShareable: (userId: string, id: string): Promise<boolean> =>
    deleteOwned(db, 'shareable_cvs', userId, id),

  /** Adds each link's new views to its count, in one transaction (a link deleted meanwhile is skipped). */
  addViews: async (counts: ReadonlyMap<string, number>) => {
    await db.transaction().execute(async (trx) => {
      for (const [id, views] of counts) {
        await trx
          .updateTable('shareable_cvs')
          .set((eb) => ({ views: eb('views', '+', views) }))
          .where('id', '=', id)
          .execute();
      }
    });
  },

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

  findPhotoKey: async (userId: string): Promise<string | null> => {
    const row = await db
      .selectFrom('profiles')
      .select('image_key')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.image_key ?? null;
  },

  /** True when the job is the user's own. */
  ownsJob: async (userId: string, jobId: string): Promise<boolean> =>
    (await db
      .selectFrom('jobs')
      .select('id')
      .where('id', '=', jobId)
      .where('user_id', '=', userId)
      .executeTakeFirst()) !== undefined,

  /** One of the user's videos, for choosing it (undefined when it is not theirs or does not exist). */
  findVideo: async (userId: string, id: string): Promise<SharedVideo | undefined> => {
    const row = await db
      .selectFrom('videos')
      .select(['id', 'name', 'storage_key', 'poster_key', 'mime_type'])
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row && toSharedVideo(row);
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

  loadCv: (userId: string): Promise<CvSnapshot> => loadCvSnapshot(db, userId),
});

export type SharingRepository = ReturnType<typeof createSharingRepository>;
