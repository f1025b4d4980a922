import type { LanguageSkill } from '@hirelane/contract/cv';
import { cvSectionRows } from '../../domain/cv/section-order.ts';
import { boardVersion } from '../../domain/jobs/job-facts.ts';
import type { Db } from '../../platform/db/database.ts';
import { read } from '../../platform/db/dialect.ts';
import type { CvText } from './match/cv-evidence.ts';

/** Reads (never writes) a user's job ads, their board's version and whole CV. */
export const createJobMatchRepository = (db: Db) => ({
  /** The job's description; undefined when the job is not the user's. */
  ad: (userId: string, jobId: string) =>
    db
      .selectFrom('jobs')
      .select(['description'])
      .where('id', '=', jobId)
      .where('user_id', '=', userId)
      .executeTakeFirst(),

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

  cv: async (userId: string): Promise<CvText> => {
    const [[experiences, educations, certifications, lists], profile] = await Promise.all([
      cvSectionRows(db, userId),
      db
        .selectFrom('profiles')
        .select(['headline', 'summary'])
        .where('user_id', '=', userId)
        .executeTakeFirst(),
    ]);
    const list = <T>(kind: string): T[] => {
      const row = lists.find((l) => l.kind === kind);
      return row ? read.json<T[]>(row.items) : [];
    };
    return {
      headline: profile?.headline ?? '',
      summary: profile?.summary ?? '',
      skills: [...list<string>('professional'), ...list<string>('personal')],
      languages: list<LanguageSkill>('languages').map((l) => l.language),
      experiences: experiences.map((row) => ({
        title: row.title,
        company: row.company,
        description: row.description ?? '',
        startDate: row.start_date,
        endDate: row.end_date,
        isCurrent: read.bool(row.is_current),
      })),
      education: educations.map((row) => ({
        label: [[row.degree, row.field].filter(Boolean).join(' '), row.school].filter(Boolean).join(', '),
        text: [row.degree, row.field, row.school, row.description].filter(Boolean).join('. '),
      })),
      certifications: certifications.map((row) => [row.name, row.issuer].filter(Boolean).join(', ')),
    };
  },
});

export type JobMatchRepository = ReturnType<typeof createJobMatchRepository>;
