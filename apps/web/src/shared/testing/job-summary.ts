import type { JobSummary } from '@hirelane/contract/jobs';

/** A board job for tests; `jobId` doubles as position unless given. */
export function summary(jobId: string, overrides: Partial<JobSummary> = {}): JobSummary {
  return {
    jobId,
    position: jobId,
    company: `${jobId} AS`,
    location: null,
    workplace: null,
    employmentType: null,
    postingUrl: null,
    salaryText: null,
    salaryMin: null,
    salaryMax: null,
    salaryCurrency: null,
    salaryPeriod: null,
    deadline: null,
    appliedDate: null,
    source: null,
    contactName: null,
    contactEmail: null,
    contactPhone: null,
    attachment: null,
    status: 'saved',
    isPinned: false,
    sortIndex: 0,
    nextInterviewDate: null,
    laneEnteredAt: '2026-11-01T10:00:00.000Z',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
