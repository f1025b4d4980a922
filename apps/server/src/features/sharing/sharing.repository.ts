import type { Db } from '../../platform/db/database.ts';
import { jsonParam, read } from '../../platform/db/dialect.ts';
import type { PublicProfilesTable, ShareableCvsTable } from '../../platform/db/schema.ts';

export type ShareableRow = ShareableCvsTable;
export type ProfileRow = Omit<PublicProfilesTable, 'sections' | 'tags' | 'is_visible'> & {
  sections: string[];
  tags: string[];
  is_visible: boolean;
};

const toProfile = (row: PublicProfilesTable): ProfileRow => ({
  ...row,
  is_visible: read.bool(row.is_visible),
  sections: read.json<string[]>(row.sections),
  tags: read.json<string[]>(row.tags),
});

/** Everything a CV shows, read in one go for the public views and the PDF. */
export type CvSnapshot = Awaited<ReturnType<ReturnType<typeof createSharingRepository>['loadCv']>>;

/** SQL of shareable links, public profiles, and the CV they show. */
export const createSharingRepository = (db: Db) => ({
  listShareable: (userId: string) =>
    db
      .selectFrom('shareable_cvs')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .execute(),

  findShareable: (userId: string, id: string) =>
    db
      .selectFrom('shareable_cvs')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst(),

  /** By the link's secret id, for anyone holding it. */
  findShareableById: (id: string) =>
    db.selectFrom('shareable_cvs').selectAll().where('id', '=', id).executeTakeFirst(),

  insertShareable: async (row: ShareableRow) => {
    await db.insertInto('shareable_cvs').values(row).execute();
  },

  updateShareable: async (userId: string, id: string, values: Partial<ShareableRow>) => {
    await db
      .updateTable('shareable_cvs')
      .set(values)
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

  findProfile: async (userId: string): Promise<ProfileRow | undefined> => {
    const row = await db
      .selectFrom('public_profiles')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row && toProfile(row);
  },

  findProfileByHandle: async (handle: string): Promise<ProfileRow | undefined> => {
    const row = await db
      .selectFrom('public_profiles')
      .selectAll()
      .where('handle', '=', handle)
      .executeTakeFirst();
    return row && toProfile(row);
  },

  /** Inserts or replaces the user's profile; a handle taken meanwhile fails on the unique index. */
  saveProfile: async (row: ProfileRow) => {
    const values = { ...row, sections: jsonParam(row.sections), tags: jsonParam(row.tags) };
    const { user_id: _id, ...changes } = values;
    await db
      .insertInto('public_profiles')
      .values(values)
      .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
      .execute();
  },

  loadCv: async (userId: string) => {
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
      user,
      headline: profile?.headline || null,
      experience,
      education,
      certifications,
      professionalSkills: list<string>('professional'),
      personalSkills: list<string>('personal'),
      languages: list<{ language: string; level: number }>('languages'),
      endorsements,
    };
  },
});

export type SharingRepository = ReturnType<typeof createSharingRepository>;
