import { type Language, languageOrDefault } from '@hirelane/contract/constants';
import type { LanguageSkill } from '@hirelane/contract/cv';
import { camelCaseDb } from '../../platform/db/camel-case.ts';
import type { Db } from '../../platform/db/database.ts';
import { type CareerCv, type CareerFacts, careerFacts } from './career-facts.ts';
import { listEntries } from './cv-entries.ts';
import { loadCvLists } from './cv-lists.ts';
import { educations, experiences } from './cv-rows.ts';
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
export const createPersonFactsRepository = (db: Db) => {
  const camel = camelCaseDb(db);
  return {
    /** The person's facts; for a job of theirs with a tailored version of the CV, as that version tells them. */
    person: async (userId: string, jobId?: string | null): Promise<PersonFacts> => {
      const [user, experienceEntries, educationEntries, lists] = await Promise.all([
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
        listEntries(camel, experiences, userId),
        listEntries(camel, educations, userId),
        loadCvLists(camel, userId),
      ]);
      const jobs = experienceEntries.map(
        ({ title, company, startDate, endDate, isCurrent, description }) => ({
          title,
          company,
          startDate,
          endDate,
          isCurrent,
          description,
        }),
      );
      const schooling = educationEntries.map(({ school, degree, field, endDate }) => ({
        school,
        degree,
        field,
        endDate,
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
        ...lists,
        career: { experiences: jobs, educations: schooling },
      };
      const version = jobId ? await findTailoredVersion(db, userId, jobId) : undefined;
      const ids = {
        experiences: experienceEntries.map((entry) => entry.userExperienceId),
        educations: educationEntries.map((entry) => entry.userEducationId),
      };
      return asTailored(facts, ids, version);
    },
  };
};

export type PersonFactsRepository = ReturnType<typeof createPersonFactsRepository>;
