import type { JobSummary } from '@hirelane/contract/jobs';
import { blankJobSummary } from '../resources/blank-job.ts';

/** A board job for tests; `jobId` doubles as position unless given. */
export function summary(jobId: string, overrides: Partial<JobSummary> = {}): JobSummary {
  return {
    ...blankJobSummary(jobId, '2026-11-01T10:00:00.000Z'),
    position: jobId,
    company: `${jobId} AS`,
    ...overrides,
  };
}
