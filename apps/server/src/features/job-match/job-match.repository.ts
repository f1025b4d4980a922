import type { LanguageSkill } from '@hirelane/contract/cv';
import { cvSectionRows } from '../../platform/cv/section-order.ts';
import type { Db } from '../../platform/db/database.ts';
import { read } from '../../platform/db/dialect.ts';
import type { CvText } from './match/cv-evidence.ts';

/** Reads (never writes) a user's job ad and whole CV. */
export const createJobMatchRepository = (db: Db) => ({
  /** The job's description; undefined when the job is not the user's. */
  ad: (userId: string, jobId: string) =>
    db
      .selectFrom('jobs')
      .select(['description'])
      .where('id', '=', jobId)
      .where('user_id', '=', userId)
      .executeTakeFirst(),

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
        description: row.description ?? '',
        startDate: row.start_date,
        endDate: row.end_date,
        isCurrent: read.bool(row.is_current),
      })),
      education: educations.map((row) =>
        [row.degree, row.field, row.school, row.description].filter(Boolean).join('. '),
      ),
      certifications: certifications.map((row) => [row.name, row.issuer].filter(Boolean).join(', ')),
    };
  },
});

export type JobMatchRepository = ReturnType<typeof createJobMatchRepository>;
