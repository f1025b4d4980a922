import type { JobSummary } from '@hirelane/contract/jobs';

/**
 * A board job with nothing filled in yet: no title, every optional field empty, in the saved lane,
 * made at `now`. A job drawn before the server saves it starts here, and so do the tests' jobs.
 */
export function blankJobSummary(jobId: string, now: string): JobSummary {
  return {
    jobId,
    position: '',
    company: '',
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
    laneEnteredAt: now,
    createdAt: now,
    updatedAt: now,
  };
}
