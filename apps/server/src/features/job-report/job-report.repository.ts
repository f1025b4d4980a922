import type { JobLane } from '@hirelane/contract/constants';
import type { Db } from '../../platform/db/database.ts';
import { read } from '../../platform/db/dialect.ts';

export type ReportJob = {
  id: string;
  position: string;
  company: string;
  lane: JobLane;
  appliedDate: string | null;
  nextInterview: string | null;
  createdAt: string;
  updatedAt: string;
  /** Every lane the job entered, oldest first. */
  history: { lane: JobLane; at: string }[];
};

/** Reads a user's jobs with their lane history for the report (never writes). */
export const createJobReportRepository = (db: Db) => ({
  jobs: async (userId: string): Promise<ReportJob[]> => {
    const [jobs, changes] = await Promise.all([
      db
        .selectFrom('jobs')
        .select([
          'id',
          'position',
          'company',
          'status',
          'applied_date',
          'next_interview_at',
          'created_at',
          'updated_at',
        ])
        .where('user_id', '=', userId)
        .where('sort_index', '>=', 0)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('job_status_changes')
        .select(['job_id', 'to_status', 'changed_at'])
        .where('user_id', '=', userId)
        .orderBy('changed_at')
        .orderBy('id')
        .execute(),
    ]);
    const history = new Map<string, ReportJob['history']>();
    for (const change of changes) {
      const list = history.get(change.job_id) ?? [];
      list.push({ lane: change.to_status, at: read.date(change.changed_at) });
      history.set(change.job_id, list);
    }
    return jobs.map((row) => ({
      id: row.id,
      position: row.position,
      company: row.company,
      lane: row.status as JobLane,
      appliedDate: row.applied_date,
      nextInterview: read.optionalDate(row.next_interview_at),
      createdAt: read.date(row.created_at),
      updatedAt: read.date(row.updated_at),
      history: history.get(row.id) ?? [],
    }));
  },

  /** The user's name as their account holds it ("" when they gave none). */
  ownerName: async (userId: string): Promise<string> => {
    const row = await db
      .selectFrom('users')
      .select(['first_name', 'last_name'])
      .where('id', '=', userId)
      .executeTakeFirst();
    return row ? `${row.first_name} ${row.last_name}`.trim() : '';
  },
});

export type JobReportRepository = ReturnType<typeof createJobReportRepository>;
