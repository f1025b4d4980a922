import type { JobLane } from '@hirelane/contract/constants';
import type { Job, JobBoardResponse, JobSummary } from '@hirelane/contract/jobs';
import { emptyBoard } from '../model/board.ts';

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

export function fullJob(jobId: string, overrides: Partial<Job> = {}): Job {
  return { ...summary(jobId), description: null, notes: null, ...overrides };
}

/** A board from a compact spec: `{ saved: { pinned: ['a'], normal: ['b', 'c'] } }`. */
export function boardOf(
  spec: Partial<Record<JobLane, { pinned?: string[]; normal?: string[] }>>,
): JobBoardResponse {
  const board = emptyBoard();
  for (const [lane, lists] of Object.entries(spec) as [JobLane, { pinned?: string[]; normal?: string[] }][]) {
    board[lane].pinned = (lists.pinned ?? []).map((id, index) =>
      summary(id, { status: lane, isPinned: true, sortIndex: index }),
    );
    board[lane].normal = (lists.normal ?? []).map((id, index) =>
      summary(id, { status: lane, isPinned: false, sortIndex: index }),
    );
  }
  return board;
}

/** The board as ids per list, for readable assertions. */
export function idsOf(board: JobBoardResponse): Record<string, string[]> {
  const ids: Record<string, string[]> = {};
  for (const [lane, lists] of Object.entries(board)) {
    if (lists.pinned.length > 0) ids[`${lane}:pinned`] = lists.pinned.map((job) => job.jobId);
    if (lists.normal.length > 0) ids[`${lane}:normal`] = lists.normal.map((job) => job.jobId);
  }
  return ids;
}
