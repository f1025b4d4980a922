import { countEntries, insertEntry } from '../../domain/cv/cv-entries.ts';
import { type ListKind, loadCvLists, putCvList } from '../../domain/cv/cv-lists.ts';
import {
  type CertificationFields,
  certifications,
  type EducationFields,
  type ExperienceFields,
  educations,
  experiences,
} from '../../domain/cv/cv-rows.ts';
import { createProfileWriter, type ProfileFields } from '../../domain/cv/profile-writer.ts';
import type { CvSectionTable } from '../../domain/cv/section-order.ts';
import { camelCaseDb } from '../../platform/db/camel-case.ts';
import type { Db } from '../../platform/db/database.ts';
import { read } from '../../platform/db/dialect.ts';
import { newId } from '../../platform/security/random.ts';

/** What a bulk save writes: new entries, whole lists after merging, and profile fields to set. */
export type BulkWrite = {
  experiences: ExperienceFields[];
  educations: EducationFields[];
  certifications: CertificationFields[];
  lists: { kind: ListKind; items: unknown[] }[];
  profile: Partial<
    Pick<ProfileFields, 'phone' | 'contactEmail' | 'location' | 'headline' | 'summary' | 'links'>
  >;
};

export type ProfileLink = ProfileFields['links'][number];

/** The SQL of a bulk save: reads what the CV holds, then writes everything (in the service's transaction). */
export const createBulkDataRepository = (db: Db) => {
  const camel = camelCaseDb(db);
  return {
    /** Entries per section, for the per-section limit. */
    counts: async (userId: string) => {
      const count = (table: CvSectionTable) => countEntries(camel, table, userId);
      const [experienceCount, educationCount, certificationCount] = await Promise.all([
        count(experiences.table),
        count(educations.table),
        count(certifications.table),
      ]);
      return { experiences: experienceCount, educations: educationCount, certifications: certificationCount };
    },

    lists: (userId: string) => loadCvLists(camel, userId),

    /** The profile's links today (none before the profile's first write). */
    profileLinks: async (userId: string): Promise<ProfileLink[]> => {
      const row = await db
        .selectFrom('profiles')
        .select('links')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? read.json<ProfileLink[]>(row.links) : [];
    },

    /** Every write of a bulk save; the service runs it in one transaction, so a failure leaves the CV as it was. */
    write: async (userId: string, write: BulkWrite, now: Date): Promise<void> => {
      const entry = <Fields>(fields: Fields) => ({ userId, id: newId(), fields, now });
      for (const fields of write.experiences) await insertEntry(camel, experiences, entry(fields));
      for (const fields of write.educations) await insertEntry(camel, educations, entry(fields));
      for (const fields of write.certifications) await insertEntry(camel, certifications, entry(fields));
      for (const list of write.lists) await putCvList(camel, userId, list, now);
      if (Object.keys(write.profile).length > 0)
        await createProfileWriter(db).setFields(userId, write.profile, now);
    },
  };
};

export type BulkDataRepository = ReturnType<typeof createBulkDataRepository>;
