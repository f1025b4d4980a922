import type { JobLane } from '@hirelane/contract/constants';
import { JOB_LANES } from '@hirelane/contract/constants';
import { emptyBoard } from '@hirelane/contract/job-values';
import type { Job, JobBoardResponse, JobList, JobSummary } from '@hirelane/contract/jobs';

/** Which of a lane's two lists a job sits in. A move never changes it; only pin/unpin do. */
export type ListKind = 'pinned' | 'normal';

export type JobPlace = { lane: JobLane; kind: ListKind; index: number };

export const LIST_KINDS: readonly ListKind[] = ['pinned', 'normal'];

export const kindOf = (job: { isPinned: boolean }): ListKind => (job.isPinned ? 'pinned' : 'normal');

/** The id of one list (`saved:pinned`), used as the droppable id of that list on the board. */
export const listId = (lane: JobLane, kind: ListKind): string => `${lane}:${kind}`;

export function parseListId(id: string): { lane: JobLane; kind: ListKind } | null {
  const [lane, kind] = id.split(':');
  const foundLane = JOB_LANES.find((candidate) => candidate === lane);
  const foundKind = LIST_KINDS.find((candidate) => candidate === kind);
  return foundLane && foundKind ? { lane: foundLane, kind: foundKind } : null;
}

/** A job as the board keeps it: the server's full answer without the long texts. */
export function toSummary(job: Job | JobSummary): JobSummary {
  const { description: _description, notes: _notes, ...summary } = job as Job;
  return summary;
}

/** Where a job is on the board, or null. */
export function locateJob(board: JobBoardResponse, jobId: string): (JobPlace & { job: JobSummary }) | null {
  for (const lane of JOB_LANES) {
    for (const kind of LIST_KINDS) {
      const list = board[lane][kind];
      const index = list.findIndex((job) => job.jobId === jobId);
      const job = list[index];
      if (job) return { lane, kind, index, job };
    }
  }
  return null;
}

export function countLane(list: JobList): number {
  return list.pinned.length + list.normal.length;
}

export function countBoard(board: JobBoardResponse): number {
  return JOB_LANES.reduce((sum, lane) => sum + countLane(board[lane]), 0);
}

/** Copies only what changes: untouched lanes and lists keep their identity (memoised lanes skip work). */
function withList(
  board: JobBoardResponse,
  lane: JobLane,
  kind: ListKind,
  list: JobSummary[],
): JobBoardResponse {
  return { ...board, [lane]: { ...board[lane], [kind]: list } };
}

function without<T>(list: readonly T[], index: number): T[] {
  return [...list.slice(0, index), ...list.slice(index + 1)];
}

function inserted<T>(list: readonly T[], index: number, item: T): T[] {
  const at = Math.max(0, Math.min(index, list.length));
  return [...list.slice(0, at), item, ...list.slice(at)];
}

/**
 * The optimistic board move: the job leaves its list and enters the same kind of list (pinned
 * stays pinned) of `toLane` at `toIndex`, counted in that list without the job — the server's rule
 * for PUT /jobs/{id}/status. An index past the end means the end. Unknown job: the board unchanged.
 */
export function moveJob(
  board: JobBoardResponse,
  jobId: string,
  toLane: JobLane,
  toIndex: number,
): JobBoardResponse {
  const from = locateJob(board, jobId);
  if (!from) return board;
  const moved: JobSummary = from.lane === toLane ? from.job : { ...from.job, status: toLane };
  const afterRemoval = withList(
    board,
    from.lane,
    from.kind,
    without(board[from.lane][from.kind], from.index),
  );
  const target = afterRemoval[toLane][from.kind];
  if (from.lane === toLane && Math.min(toIndex, target.length) === from.index) return board;
  return withList(afterRemoval, toLane, from.kind, inserted(target, toIndex, moved));
}

/** Removes a job (delete). */
export function removeJob(board: JobBoardResponse, jobId: string): JobBoardResponse {
  const from = locateJob(board, jobId);
  if (!from) return board;
  return withList(board, from.lane, from.kind, without(board[from.lane][from.kind], from.index));
}

/** A created job goes to the front of the saved lane, pinned or normal by its flag. */
export function addCreatedJob(board: JobBoardResponse, job: Job | JobSummary): JobBoardResponse {
  const summary = toSummary(job);
  const cleaned = removeJob(board, summary.jobId);
  const kind = kindOf(summary);
  return withList(cleaned, summary.status, kind, [summary, ...cleaned[summary.status][kind]]);
}

/** An updated job (edit, next interview) replaces the old one in place. */
export function replaceJob(board: JobBoardResponse, job: Job | JobSummary): JobBoardResponse {
  const summary = toSummary(job);
  const from = locateJob(board, summary.jobId);
  if (!from) return board;
  const list = [...board[from.lane][from.kind]];
  list[from.index] = summary;
  return withList(board, from.lane, from.kind, list);
}

/** Pin moves a job to the front of its lane's pinned list, unpin to the front of normal. */
export function setPinned(board: JobBoardResponse, jobId: string, isPinned: boolean): JobBoardResponse {
  const from = locateJob(board, jobId);
  if (!from || from.job.isPinned === isPinned) return board;
  const cleaned = removeJob(board, jobId);
  const kind: ListKind = isPinned ? 'pinned' : 'normal';
  const job = { ...from.job, isPinned };
  return withList(cleaned, from.lane, kind, [job, ...cleaned[from.lane][kind]]);
}

/** The board restricted to `ids` (search results), keeping the board's order and job objects. */
export function filterBoard(board: JobBoardResponse, ids: ReadonlySet<string>): JobBoardResponse {
  const filtered = emptyBoard();
  for (const lane of JOB_LANES) {
    for (const kind of LIST_KINDS) {
      filtered[lane][kind] = board[lane][kind].filter((job) => ids.has(job.jobId));
    }
  }
  return filtered;
}

export function jobIds(board: JobBoardResponse): Set<string> {
  const ids = new Set<string>();
  for (const lane of JOB_LANES) {
    for (const kind of LIST_KINDS) for (const job of board[lane][kind]) ids.add(job.jobId);
  }
  return ids;
}

/**
 * The `toSortIndex` for the server when a job was dropped into a list that shows only some of the
 * jobs (search results): it goes right after the job shown before it, or right before the job
 * shown after it. When every job is shown this is simply the job's index in `visibleList`.
 */
export function fullListIndex(
  fullList: readonly JobSummary[],
  visibleList: readonly JobSummary[],
  jobId: string,
): number {
  const full = fullList.filter((job) => job.jobId !== jobId);
  const at = visibleList.findIndex((job) => job.jobId === jobId);
  if (at < 0) return 0;
  const before = visibleList[at - 1];
  if (before) {
    const index = full.findIndex((job) => job.jobId === before.jobId);
    if (index >= 0) return index + 1;
  }
  const after = visibleList[at + 1];
  if (after) {
    const index = full.findIndex((job) => job.jobId === after.jobId);
    if (index >= 0) return index;
  }
  return at;
}
