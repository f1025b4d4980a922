import { loadCvSections } from '../../domain/cv/cv-sections.ts';
import type { Db } from '../../platform/db/database.ts';
import { read } from '../../platform/db/dialect.ts';
import type { OwnCv } from './open-formats/json-resume.ts';

/** Reads (never writes) the owner's whole CV and profile, for the open-format export. */
export const createOwnCvRepository = (db: Db) => ({
  load: async (userId: string): Promise<OwnCv> => {
    const [user, sections] = await Promise.all([
      db
        .selectFrom('users')
        .leftJoin('profiles', 'profiles.user_id', 'users.id')
        .select([
          'users.first_name',
          'users.last_name',
          'users.email',
          'profiles.headline',
          'profiles.summary',
          'profiles.phone',
          'profiles.contact_email',
          'profiles.location',
          'profiles.links',
        ])
        .where('users.id', '=', userId)
        .executeTakeFirstOrThrow(),
      loadCvSections(db, userId),
    ]);
    return {
      firstName: user.first_name,
      lastName: user.last_name,
      headline: user.headline ?? '',
      summary: user.summary ?? '',
      email: user.contact_email || user.email,
      phone: user.phone ?? '',
      location: user.location ?? '',
      links: user.links ? read.json<{ label: string; url: string }[]>(user.links) : [],
      ...sections,
    };
  },
});

export type OwnCvRepository = ReturnType<typeof createOwnCvRepository>;
