import type { Certification, Education, Experience } from '@hirelane/contract/cv';
import type { PublicProfileSettings } from '@hirelane/contract/sharing';
import { certificationMapper, educationMapper, experienceMapper } from '../../platform/db/cv-rows.ts';
import type { Db } from '../../platform/db/database.ts';
import { jsonParam, read } from '../../platform/db/dialect.ts';
import type { PublicProfilesTable, ShareableCvsTable } from '../../platform/db/schema.ts';

export type PublicSection = PublicProfileSettings['sections'][number];

export type ShareableLink = {
  id: string;
  userId: string;
  title: string;
  expiryDate: string | null;
  views: number;
  createdAt: string;
};

const toLink = (row: ShareableCvsTable): ShareableLink => ({
  id: row.id,
  userId: row.user_id,
  title: row.title,
  expiryDate: row.expiry_date,
  views: Number(row.views),
  createdAt: new Date(row.created_at).toISOString(),
});

export type PublicProfileRecord = {
  userId: string;
  handle: string | null;
  headline: string;
  bio: string;
  isVisible: boolean;
  sections: PublicSection[];
  tags: string[];
};

const toProfile = (row: PublicProfilesTable): PublicProfileRecord => ({
  userId: row.user_id,
  handle: row.handle,
  headline: row.headline,
  bio: row.bio,
  isVisible: read.bool(row.is_visible),
  sections: read.json<PublicSection[]>(row.sections),
  tags: read.json<string[]>(row.tags),
});

/** A visible endorsement, as a CV shows it. */
type CvEndorsement = { endorserName: string; endorserTitle: string; relationship: number; text: string };

/** Everything a CV shows, read in one go for the public views and the PDF. */
export type CvSnapshot = {
  firstName: string;
  lastName: string;
  headline: string | null;
  experience: Experience[];
  education: Education[];
  certifications: Certification[];
  professionalSkills: string[];
  personalSkills: string[];
  languages: { language: string; level: number }[];
  endorsements: CvEndorsement[];
};

/** SQL of shareable links, public profiles, and the CV they show. */
export const createSharingRepository = (db: Db) => ({
  listShareable: async (userId: string): Promise<ShareableLink[]> =>
    (
      await db
        .selectFrom('shareable_cvs')
        .selectAll()
        .where('user_id', '=', userId)
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

  insertShareable: async (link: {
    id: string;
    userId: string;
    title: string;
    expiryDate: string | null;
    now: Date;
  }) => {
    const now = link.now.toISOString();
    await db
      .insertInto('shareable_cvs')
      .values({
        id: link.id,
        user_id: link.userId,
        title: link.title,
        expiry_date: link.expiryDate,
        views: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
  },

  updateShareable: async (
    userId: string,
    id: string,
    change: { title: string; expiryDate: string | null; now: Date },
  ) => {
    await db
      .updateTable('shareable_cvs')
      .set({ title: change.title, expiry_date: change.expiryDate, updated_at: change.now.toISOString() })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .execute();
  },

  removeShareable: async (userId: string, id: string): Promise<boolean> => {
    const result = await db
      .deleteFrom('shareable_cvs')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },

  countView: async (id: string) => {
    await db
      .updateTable('shareable_cvs')
      .set((eb) => ({ views: eb('views', '+', 1) }))
      .where('id', '=', id)
      .execute();
  },

  findProfile: async (userId: string): Promise<PublicProfileRecord | undefined> => {
    const row = await db
      .selectFrom('public_profiles')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row && toProfile(row);
  },

  findProfileByHandle: async (handle: string): Promise<PublicProfileRecord | undefined> => {
    const row = await db
      .selectFrom('public_profiles')
      .selectAll()
      .where('handle', '=', handle)
      .executeTakeFirst();
    return row && toProfile(row);
  },

  /** Inserts or replaces the user's profile; a handle taken meanwhile fails on the unique index. */
  saveProfile: async (profile: PublicProfileRecord, now: Date) => {
    const changes = {
      handle: profile.handle,
      headline: profile.headline,
      bio: profile.bio,
      is_visible: profile.isVisible,
      sections: jsonParam(profile.sections),
      tags: jsonParam(profile.tags),
      updated_at: now.toISOString(),
    };
    const values = { user_id: profile.userId, ...changes };
    await db
      .insertInto('public_profiles')
      .values(values)
      .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
      .execute();
  },

  loadCv: async (userId: string): Promise<CvSnapshot> => {
    const [user, profile, experience, education, certifications, lists, endorsements] = await Promise.all([
      db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', userId).executeTakeFirst(),
      db.selectFrom('public_profiles').select(['headline']).where('user_id', '=', userId).executeTakeFirst(),
      db
        .selectFrom('cv_experiences')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('start_date', 'desc')
        .orderBy('created_at', 'desc')
        .execute(),
      db
        .selectFrom('cv_educations')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('start_date', 'desc')
        .orderBy('created_at', 'desc')
        .execute(),
      db
        .selectFrom('cv_certifications')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('issue_date', 'desc')
        .orderBy('created_at', 'desc')
        .execute(),
      db.selectFrom('cv_lists').select(['kind', 'items']).where('user_id', '=', userId).execute(),
      db
        .selectFrom('endorsements')
        .selectAll()
        .where('user_id', '=', userId)
        .where('is_visible', '=', true)
        .orderBy('created_at', 'desc')
        .execute(),
    ]);
    const list = <T>(kind: string) => read.json<T[]>(lists.find((row) => row.kind === kind)?.items ?? '[]');
    return {
      firstName: user?.first_name ?? '',
      lastName: user?.last_name ?? '',
      headline: profile?.headline || null,
      experience: experience.map(experienceMapper.fromRow),
      education: education.map(educationMapper.fromRow),
      certifications: certifications.map(certificationMapper.fromRow),
      professionalSkills: list<string>('professional'),
      personalSkills: list<string>('personal'),
      languages: list<{ language: string; level: number }>('languages'),
      endorsements: endorsements.map((row) => ({
        endorserName: row.endorser_name,
        endorserTitle: row.endorser_title,
        relationship: Number(row.relationship),
        text: row.text,
      })),
    };
  },
});

export type SharingRepository = ReturnType<typeof createSharingRepository>;
