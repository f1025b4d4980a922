import type { Certification, Education, Experience } from '@hirelane/contract/cv';
import { camelCaseDb } from '../../platform/db/camel-case.ts';
import type { Db } from '../../platform/db/database.ts';
import { listEntries } from './cv-entries.ts';
import { type CvLists, loadCvLists } from './cv-lists.ts';
import { certifications, educations, experiences, presentCertification } from './cv-rows.ts';

/** A user's CV entries, each section in CV order, and the CV's lists (skills, languages). */
export type CvSections = {
  experience: Experience[];
  education: Education[];
  certifications: Certification[];
} & CvLists;

/** What every reader of a whole CV starts from (a shared link, the public profile, a PDF, the export). */
export const loadCvSections = async (db: Db, userId: string): Promise<CvSections> => {
  const camel = camelCaseDb(db);
  const [experience, education, stored, lists] = await Promise.all([
    listEntries(camel, experiences, userId),
    listEntries(camel, educations, userId),
    listEntries(camel, certifications, userId),
    loadCvLists(camel, userId),
  ]);
  return { experience, education, certifications: stored.map(presentCertification), ...lists };
};
