import { loadCvSections } from '../../domain/cv/cv-sections.ts';
import { boardVersion } from '../../domain/jobs/job-facts.ts';
import type { Db } from '../../platform/db/database.ts';
import { selectOwned } from '../../platform/db/owned-rows.ts';
import type { CvText } from './match/cv-evidence.ts';

/** Reads (never writes) a user's job ads, their board's version and whole CV. */
export const createJobMatchRepository = (db: Db) => ({
  /** The job's description; undefined when the job is not the user's. */
  ad: (userId: string, jobId: string) =>
    selectOwned(db, 'jobs', userId, jobId).select(['description']).executeTakeFirst(),

  /** Every job of the user with its description, in one query. */
  ads: async (userId: string): Promise<{ jobId: string; description: string | null }[]> => {
    const rows = await db
      .selectFrom('jobs')
      .select(['id', 'description'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ jobId: row.id, description: row.description }));
  },

  /** The version of the user's board, bumped by every change of one of their jobs; 0 before any. */
  boardVersion: (userId: string): Promise<number> => boardVersion(db, userId),

  /** The CV's texts the match reads: each section in CV order, its lists and the profile's words. */
  cv: async (userId: string): Promise<CvText> => {
    const [sections, profile] = await Promise.all([
      loadCvSections(db, userId),
      db
        .selectFrom('profiles')
        .select(['headline', 'summary'])
        .where('user_id', '=', userId)
        .executeTakeFirst(),
    ]);
    return {
      headline: profile?.headline ?? '',
      summary: profile?.summary ?? '',
      skills: [...sections.professionalSkills, ...sections.personalSkills],
      languages: sections.languages.map((skill) => skill.language),
      experiences: sections.experience.map(
        ({ title, company, description, startDate, endDate, isCurrent }) => ({
          title,
          company,
          description: description ?? '',
          startDate,
          endDate,
          isCurrent,
        }),
      ),
      education: sections.education.map(({ degree, field, school, description }) => ({
        label: [[degree, field].filter(Boolean).join(' '), school].filter(Boolean).join(', '),
        text: [degree, field, school, description].filter(Boolean).join('. '),
      })),
      certifications: sections.certifications.map(({ name, issuer }) =>
        [name, issuer].filter(Boolean).join(', '),
      ),
    };
  },
});

export type JobMatchRepository = ReturnType<typeof createJobMatchRepository>;
