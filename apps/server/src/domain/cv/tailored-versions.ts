import {
  type TailoredCvChanges,
  type TailoredSkillKind,
  tailoredSkillId,
} from '@hirelane/contract/tailored-cv';
import type { Db } from '../../platform/db/database.ts';
import { read } from '../../platform/db/dialect.ts';
import type { TailoredCvsTable } from '../../platform/db/schema-cv.ts';
import type { CvSnapshot } from './cv-snapshot.ts';

/** A job's saved version of the CV: the owner's changes, and the skills its ad asks for. */
export type TailoredVersion = TailoredCvChanges & {
  jobId: string;
  /** The skills the ad asks for, as found when the version was saved: they go first. */
  prioritySkills: string[];
  updatedAt: string;
};

const toVersion = (row: TailoredCvsTable): TailoredVersion => ({
  jobId: row.job_id,
  headline: row.headline,
  summary: row.summary,
  excludedEntryIds: read.json<string[]>(row.excluded_entry_ids),
  entryOrder: read.json<string[]>(row.entry_order),
  descriptionOverrides: read.json<Record<string, string>>(row.description_overrides),
  professionalSkills: row.professional_skills === null ? null : read.json<string[]>(row.professional_skills),
  prioritySkills: read.json<string[]>(row.priority_skills),
  design: (row.design as TailoredVersion['design']) ?? null,
  hiddenSkillIds: read.json<string[]>(row.hidden_skill_ids),
  updatedAt: read.date(row.updated_at),
});

/**
 * A job's saved version, scoped by its owner; undefined before one is saved. Every reader of a
 * tailored CV comes here; only the tailored CV's own feature writes `tailored_cvs`.
 */
export const findTailoredVersion = async (
  db: Db,
  userId: string,
  jobId: string,
): Promise<TailoredVersion | undefined> => {
  const row = await db
    .selectFrom('tailored_cvs')
    .selectAll()
    .where('user_id', '=', userId)
    .where('job_id', '=', jobId)
    .executeTakeFirst();
  return row && toVersion(row);
};

/**
 * Entries in a version's order: those it ordered first, in its order, the rest after them in the
 * main CV's order (so an entry added later still shows).
 */
export const inVersionOrder = <T>(
  items: readonly T[],
  idOf: (item: T) => string,
  order: readonly string[],
): T[] => {
  const rank = new Map(order.map((id, index) => [id, index]));
  return items
    .map((item, index) => ({ item, rank: rank.get(idOf(item)) ?? order.length + index }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ item }) => item);
};

/** A section's entries as a version shows them: in its order, without the ones it leaves out. */
const arranged = <T>(items: readonly T[], idOf: (item: T) => string, version: TailoredVersion): T[] => {
  const excluded = new Set(version.excludedEntryIds);
  return inVersionOrder(items, idOf, version.entryOrder).filter((item) => !excluded.has(idOf(item)));
};

/** Skills the ad asks for first (case aside), each group in the CV's own order. */
export const prioritised = (skills: readonly string[], priority: readonly string[]): string[] => {
  const wanted = new Set(priority.map((skill) => skill.toLocaleLowerCase()));
  const first = skills.filter((skill) => wanted.has(skill.toLocaleLowerCase()));
  return [...first, ...skills.filter((skill) => !first.includes(skill))];
};

/**
 * The CV as a job's version shows it: its headline, summary, entries, descriptions and skills where
 * it has its own, the main CV's everywhere else, without the skills and languages it hides. Without a version, the main CV as it is.
 */
export const tailoredCv = (cv: CvSnapshot, version: TailoredVersion | undefined): CvSnapshot => {
  if (!version) return cv;
  const description = (id: string, own: string | null) => {
    const override = version.descriptionOverrides[id];
    return override === undefined ? own : override || null;
  };
  const hidden = new Set(version.hiddenSkillIds);
  const shown = (kind: TailoredSkillKind, names: readonly string[]) =>
    names.filter((name) => !hidden.has(tailoredSkillId(kind, name)));
  return {
    ...cv,
    headline: version.headline ?? cv.headline,
    summary: version.summary ?? cv.summary,
    experience: arranged(cv.experience, (entry) => entry.userExperienceId, version).map((entry) => ({
      ...entry,
      description: description(entry.userExperienceId, entry.description),
    })),
    education: arranged(cv.education, (entry) => entry.userEducationId, version),
    certifications: arranged(cv.certifications, (entry) => entry.userCertificationId, version),
    professionalSkills: shown(
      'professional',
      version.professionalSkills ?? prioritised(cv.professionalSkills, version.prioritySkills),
    ),
    personalSkills: shown('personal', cv.personalSkills),
    languages: cv.languages.filter((entry) => !hidden.has(tailoredSkillId('language', entry.language))),
  };
};
