import { JOB_LANES, type JobLane } from './constants.ts';
import type { Job, JobBoardResponse, JobList } from './jobs.ts';

// Plain values about jobs that the server and the board share. Here, not in jobs.ts, so the
// board's first-visit script does not carry zod (only types come from jobs.ts).

/** The fields a person types about a job but its long texts (description, notes), in the form's order. */
export const JOB_SHORT_FIELDS = [
  'position',
  'company',
  'location',
  'workplace',
  'employmentType',
  'postingUrl',
  'salaryText',
  'salaryMin',
  'salaryMax',
  'salaryCurrency',
  'salaryPeriod',
  'deadline',
  'appliedDate',
  'source',
  'contactName',
  'contactEmail',
  'contactPhone',
] as const satisfies readonly (keyof Job)[];

/** A board with no job: every lane, each with its two lists empty. */
export const emptyBoard = (): JobBoardResponse => {
  const list = (): JobList => ({ pinned: [], normal: [] });
  return Object.fromEntries(JOB_LANES.map((lane) => [lane, list()])) as Record<JobLane, JobList>;
};
