import type {
  CertificationInput,
  EducationInput,
  ExperienceInput,
  LanguageSkill,
} from '@hirelane/contract/cv';
import { certificationMapper, educationMapper, experienceMapper } from '../../domain/cv/cv-rows.ts';
import { createProfileWriter } from '../../domain/cv/profile-writer.ts';
import type { Db } from '../../platform/db/database.ts';
import { jsonParam, read } from '../../platform/db/dialect.ts';
import { newOwnedRow } from '../../platform/db/owned-rows.ts';
import { newId } from '../../platform/security/random.ts';

export type ListKind = 'personal' | 'professional' | 'languages';

/** What a bulk save writes: new entries, whole lists after merging, and profile fields to set. */
export type BulkWrite = {
  experiences: ExperienceInput[];
  educations: EducationInput[];
  certifications: CertificationInput[];
  lists: { kind: ListKind; items: unknown[] }[];
  profile: Partial<Record<'phone' | 'contact_email' | 'location' | 'headline' | 'summary', string>> & {
    links?: ProfileLink[];
  };
};

export type ProfileLink = { label: string; url: string };

const SECTION_TABLES = ['cv_experiences', 'cv_educations', 'cv_certifications'] as const;

/** The SQL of a bulk save: reads what the CV holds, then writes everything in one transaction. */
export const createBulkDataRepository = (db: Db) => ({
  /** Entries per section, for the per-section limit. */
  counts: async (userId: string) => {
    const counts = await Promise.all(
      SECTION_TABLES.map((table) =>
        db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirst(),
      ),
    );
    const [experiences, educations, certifications] = counts.map((row) => Number(row?.n ?? 0));
    return {
      experiences: experiences ?? 0,
      educations: educations ?? 0,
      certifications: certifications ?? 0,
    };
  },

  lists: async (userId: string) => {
    const rows = await db
      .selectFrom('cv_lists')
      .select(['kind', 'items'])
      .where('user_id', '=', userId)
      .execute();
    const list = <T>(kind: ListKind): T[] => {
      const row = rows.find((r) => r.kind === kind);
      return row ? read.json<T[]>(row.items) : [];
    };
    return {
      professional: list<string>('professional'),
      personal: list<string>('personal'),
      languages: list<LanguageSkill>('languages'),
    };
  },

  /** The profile's links today (none before the profile's first write). */
  profileLinks: async (userId: string): Promise<ProfileLink[]> => {
    const row = await db
      .selectFrom('profiles')
      .select('links')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? read.json<ProfileLink[]>(row.links) : [];
  },

  /** All or nothing: a failure anywhere leaves the CV as it was. */
  write: async (userId: string, write: BulkWrite, now: Date): Promise<void> => {
    const at = now.toISOString();
    const owned = () => newOwnedRow({ id: newId(), userId, now });
    await db.transaction().execute(async (trx) => {
      for (const input of write.experiences)
        await trx
          .insertInto('cv_experiences')
          .values({ ...experienceMapper.toColumns(input), ...owned() })
          .execute();
      for (const input of write.educations)
        await trx
          .insertInto('cv_educations')
          .values({ ...educationMapper.toColumns(input), ...owned() })
          .execute();
      for (const input of write.certifications)
        await trx
          .insertInto('cv_certifications')
          .values({
            ...certificationMapper.toColumns(input),
            ...owned(),
            file_key: null,
            file_name: null,
            file_type: null,
            file_size: null,
          })
          .execute();
      for (const { kind, items } of write.lists)
        await trx
          .insertInto('cv_lists')
          .values({ user_id: userId, kind, items: jsonParam(items), updated_at: at })
          .onConflict((oc) =>
            oc.columns(['user_id', 'kind']).doUpdateSet({ items: jsonParam(items), updated_at: at }),
          )
          .execute();
      if (Object.keys(write.profile).length > 0) {
        const { contact_email: contactEmail, ...fields } = write.profile;
        await createProfileWriter(trx).setFields(userId, { ...fields, contactEmail }, now);
      }
    });
  },
});

export type BulkDataRepository = ReturnType<typeof createBulkDataRepository>;
