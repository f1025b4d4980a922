import type { Db } from '../../platform/db/database.ts';
import { read } from '../../platform/db/dialect.ts';

/** What a letter can say about its sender: the profile and the CV. */
export type SenderFacts = {
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
};

/** What a letter can say about the job it is for. */
export type JobFacts = {
  id: string;
  position: string;
  company: string;
  contactName: string | null;
  location: string | null;
  description: string | null;
};

/** Reads (never writes) the profile, CV and job tables a letter draws on. */
export const createLetterFactsRepository = (db: Db) => ({
  sender: async (userId: string): Promise<SenderFacts> => {
    const [user, experiences, educations, skills] = await Promise.all([
      db
        .selectFrom('users')
        .leftJoin('profiles', 'profiles.user_id', 'users.id')
        .select([
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
      db
        .selectFrom('cv_experiences')
        .select(['title', 'company', 'start_date', 'end_date', 'is_current', 'description'])
        .where('user_id', '=', userId)
        .orderBy('start_date', 'desc')
        .execute(),
      db
        .selectFrom('cv_educations')
        .select(['school', 'degree', 'field', 'end_date'])
        .where('user_id', '=', userId)
        .orderBy('start_date', 'desc')
        .execute(),
      db
        .selectFrom('cv_lists')
        .select('items')
        .where('user_id', '=', userId)
        .where('kind', '=', 'professional')
        .executeTakeFirst(),
    ]);
    return {
      firstName: user.first_name,
      lastName: user.last_name,
      email: user.contact_email || user.email,
      phone: user.phone ?? '',
      location: user.location ?? '',
      headline: user.headline ?? '',
      summary: user.summary ?? '',
      experiences: experiences.map((row) => ({
        title: row.title,
        company: row.company,
        startDate: row.start_date,
        endDate: row.end_date,
        isCurrent: read.bool(row.is_current),
        description: row.description,
      })),
      educations: educations.map((row) => ({
        school: row.school,
        degree: row.degree,
        field: row.field,
        endDate: row.end_date,
      })),
      professionalSkills: skills ? read.json<string[]>(skills.items) : [],
    };
  },

  /** The user's own job, or undefined for anyone else's or an unknown id. */
  job: async (userId: string, jobId: string): Promise<JobFacts | undefined> => {
    const row = await db
      .selectFrom('jobs')
      .select(['id', 'position', 'company', 'contact_name', 'location', 'description'])
      .where('user_id', '=', userId)
      .where('id', '=', jobId)
      .executeTakeFirst();
    return (
      row && {
        id: row.id,
        position: row.position,
        company: row.company,
        contactName: row.contact_name,
        location: row.location,
        description: row.description,
      }
    );
  },
});

export type LetterFactsRepository = ReturnType<typeof createLetterFactsRepository>;
