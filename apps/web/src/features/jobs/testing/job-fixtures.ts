import type { JobLane } from '@hirelane/contract/constants';
import { emptyBoard } from '@hirelane/contract/job-values';
import type { Job, JobBoardResponse } from '@hirelane/contract/jobs';
import { summary } from '../../../shared/testing/job-summary.ts';

export { summary };

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
