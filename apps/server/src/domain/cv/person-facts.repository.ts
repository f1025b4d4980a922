import { type Language, languageOrDefault } from '@hirelane/contract/constants';
import type { LanguageSkill } from '@hirelane/contract/cv';
import type { Db } from '../../platform/db/database.ts';
import { read } from '../../platform/db/dialect.ts';
import { type CareerCv, type CareerFacts, careerFacts } from './career-facts.ts';
import { inCvOrder } from './section-order.ts';
import {
  findTailoredVersion,
  inVersionOrder,
  prioritised,
  type TailoredVersion,
} from './tailored-versions.ts';

/** What a person's profile and CV say, for texts written on their behalf (letters, scripts). */
export type PersonFacts = {
  /** The interface language the person chose. */
  language: Language;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  location: string;
  headline: string;
  summary: string;
  experiences: {
    title: string;
    company: string;
    startDate: string;
    endDate: string | null;
    isCurrent: boolean;
    description: string | null;
  }[];
  educations: { school: string; degree: string | null; field: string | null; endDate: string | null }[];
  professionalSkills: string[];
  personalSkills: string[];
  languages: LanguageSkill[];
  /** The whole CV's jobs and education, whatever a job's tailored version leaves out: the career. */
  career: Pick<CareerCv, 'experiences' | 'educations'>;
};

/**
 * A person's career facts: years, roles and education from the whole CV, top skills in the order
 * the facts give them (a job's tailored version puts the skills its ad asks for first).
 */
export const careerOf = (person: PersonFacts, now: Date): CareerFacts =>
  careerFacts({ ...person.career, professionalSkills: person.professionalSkills }, now);

/** Facts as a job's tailored version of the CV tells them (see tailoredCv); without one, as they are. */
const asTailored = (
  facts: PersonFacts,
  ids: { experiences: string[]; educations: string[] },
  version: TailoredVersion | undefined,
): PersonFacts => {
  if (!version) return facts;
  const excluded = new Set(version.excludedEntryIds);
  // Each entry travels with its id, so ordering and leaving out never search the list for it.
  const arrange = <T>(items: T[], itemIds: string[]) =>
    inVersionOrder(
      items.map((item, index) => ({ item, id: itemIds[index] ?? '' })),
      (entry) => entry.id,
      version.entryOrder,
    )
      .filter((entry) => !excluded.has(entry.id))
      .map((entry) => entry.item);
  const experiences = facts.experiences.map((experience, index) => {
    const override = version.descriptionOverrides[ids.experiences[index] ?? ''];
    return override === undefined ? experience : { ...experience, description: override || null };
  });
  return {
    ...facts,
    headline: version.headline ?? facts.headline,
    summary: version.summary ?? facts.summary,
    experiences: arrange(experiences, ids.experiences),
    educations: arrange(facts.educations, ids.educations),
    professionalSkills:
      version.professionalSkills ?? prioritised(facts.professionalSkills, version.prioritySkills),
  };
};

/** Reads (never writes) the profile and CV tables behind a person's facts. */
export const createPersonFactsRepository = (db: Db) => ({
  /** The person's facts; for a job of theirs with a tailored version of the CV, as that version tells them. */
  person: async (userId: string, jobId?: string | null): Promise<PersonFacts> => {
    const [user, experiences, educations, lists] = await Promise.all([
      db
        .selectFrom('users')
        .leftJoin('profiles', 'profiles.user_id', 'users.id')
        .select([
          'users.locale',
          'users.first_name',
          'users.last_name',
          'users.email',
          'profiles.phone',
          'profiles.contact_email',
          'profiles.location',
          'profiles.headline',
          'profiles.summary',
        ])
        .where('users.id', '=', userId)
        .executeTakeFirstOrThrow(),
      inCvOrder(
        'cv_experiences',
        db
          .selectFrom('cv_experiences')
          .select(['id', 'title', 'company', 'start_date', 'end_date', 'is_current', 'description'])
          .where('user_id', '=', userId),
      ).execute(),
      inCvOrder(
        'cv_educations',
        db
          .selectFrom('cv_educations')
          .select(['id', 'school', 'degree', 'field', 'end_date'])
          .where('user_id', '=', userId),
      ).execute(),
      db.selectFrom('cv_lists').select(['kind', 'items']).where('user_id', '=', userId).execute(),
    ]);
    const list = <T>(kind: string): T[] => {
      const row = lists.find((l) => l.kind === kind);
      return row ? read.json<T[]>(row.items) : [];
    };
    const jobs = experiences.map((row) => ({
      title: row.title,
      company: row.company,
      startDate: row.start_date,
      endDate: row.end_date,
      isCurrent: read.bool(row.is_current),
      description: row.description,
    }));
    const schooling = educations.map((row) => ({
      school: row.school,
      degree: row.degree,
      field: row.field,
      endDate: row.end_date,
    }));
    const facts: PersonFacts = {
      language: languageOrDefault(user.locale),
      firstName: user.first_name,
      lastName: user.last_name,
      email: user.contact_email || user.email,
      phone: user.phone ?? '',
      location: user.location ?? '',
      headline: user.headline ?? '',
      summary: user.summary ?? '',
      experiences: jobs,
      educations: schooling,
      professionalSkills: list<string>('professional'),
      personalSkills: list<string>('personal'),
      languages: list<LanguageSkill>('languages'),
      career: { experiences: jobs, educations: schooling },
    };
    const version = jobId ? await findTailoredVersion(db, userId, jobId) : undefined;
    const ids = {
      experiences: experiences.map((row) => row.id),
      educations: educations.map((row) => row.id),
    };
    return asTailored(facts, ids, version);
  },
});

export type PersonFactsRepository = ReturnType<typeof createPersonFactsRepository>;
