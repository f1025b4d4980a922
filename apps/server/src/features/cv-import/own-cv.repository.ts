import type { LanguageSkill } from '@hirelane/contract/cv';
import { certificationMapper, educationMapper, experienceMapper } from '../../domain/cv/cv-rows.ts';
import { cvSectionRows } from '../../domain/cv/section-order.ts';
import type { Db } from '../../platform/db/database.ts';
import { read } from '../../platform/db/dialect.ts';
import type { OwnCv } from './open-formats/json-resume.ts';

/** Reads (never writes) the owner's whole CV and profile, for the open-format export. */
export const createOwnCvRepository = (db: Db) => ({
  load: async (userId: string): Promise<OwnCv> => {
    const [user, [experience, education, certifications, lists]] = await Promise.all([
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
      cvSectionRows(db, userId),
    ]);
    const list = <T>(kind: string) => read.json<T[]>(lists.find((row) => row.kind === kind)?.items ?? '[]');
    return {
      firstName: user.first_name,
      lastName: user.last_name,
      headline: user.headline ?? '',
      summary: user.summary ?? '',
      email: user.contact_email || user.email,
      phone: user.phone ?? '',
      location: user.location ?? '',
      links: user.links ? read.json<{ label: string; url: string }[]>(user.links) : [],
      experience: experience.map(experienceMapper.fromRow),
      education: education.map(educationMapper.fromRow),
      certifications: certifications.map(certificationMapper.fromRow),
      professionalSkills: list<string>('professional'),
      personalSkills: list<string>('personal'),
      languages: list<LanguageSkill>('languages'),
    };
  },
});

export type OwnCvRepository = ReturnType<typeof createOwnCvRepository>;
