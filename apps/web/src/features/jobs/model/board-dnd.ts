import type { JobLane } from '@hirelane/contract/constants';
import type { JobBoardResponse } from '@hirelane/contract/jobs';
import type { JobPlace, ListKind } from './board.ts';
import { locateJob, moveJob, parseListId } from './board.ts';

/**
 * Drag and drop on the board, as pure steps on a preview copy of the board: while a card is
 * dragged over another list it is moved there (so that list opens a gap), and the drop settles
 * its index. Droppable ids are job ids (cards) and list ids (`applied:normal`, see listId).
 */

/** A drag on the board, from pick-up until the board query shows its move. */
export type BoardDrag = {
  activeId: string;
  kind: ListKind;
  origin: JobPlace;
  /** The board as it looks during the drag (the card moved into the list it is over). */
  board: JobBoardResponse;
  /** The board when the drag started. */
  startBoard: JobBoardResponse;
  /** After the drop: the board the page showed at that moment; a new one means the move is in it. */
  droppedOn: JobBoardResponse | null;
};

export type ListRef = { lane: JobLane; kind: ListKind };

/** The list a droppable belongs to: the list itself, or the list holding the card. */
export function listOf(board: JobBoardResponse, id: string): ListRef | null {
  const list = parseListId(id);
  if (list) return list;
  const place = locateJob(board, id);
  return place ? { lane: place.lane, kind: place.kind } : null;
}

/**
 * Dragging over a card or list of another lane moves the card into that list: above the card it
 * is over, or below it when `isBelowOver`; at the end when over the list itself. A list of the
 * other kind (pinned vs normal) is never a target.
 */
export function dragOver(
  board: JobBoardResponse,
  activeId: string,
  overId: string,
  isBelowOver: boolean,
): JobBoardResponse {
  const from = locateJob(board, activeId);
  const to = listOf(board, overId);
  if (!from || !to || to.kind !== from.kind) return board;
  if (to.lane === from.lane) return board;
  const target = board[to.lane][to.kind];
  const overIndex = target.findIndex((job) => job.jobId === overId);
  const index = overIndex < 0 ? target.length : overIndex + (isBelowOver ? 1 : 0);
  return moveJob(board, activeId, to.lane, index);
}

/** The drop: within a list the card takes the place of the card it is over. */
export function dragEnd(
  board: JobBoardResponse,
  activeId: string,
  overId: string,
): { board: JobBoardResponse; place: JobPlace } | null {
  const from = locateJob(board, activeId);
  const to = listOf(board, overId);
  if (!from) return null;
  const stay = { board, place: { lane: from.lane, kind: from.kind, index: from.index } };
  if (!to || to.kind !== from.kind) return stay;
  if (to.lane !== from.lane) {
    const moved = dragOver(board, activeId, overId, false);
    const place = locateJob(moved, activeId);
    return place ? { board: moved, place: { lane: place.lane, kind: place.kind, index: place.index } } : stay;
  }
  const overIndex = board[to.lane][to.kind].findIndex((job) => job.jobId === overId);
  if (overIndex < 0 || overIndex === from.index) return stay;
  return {
    board: moveJob(board, activeId, to.lane, overIndex),
    place: { lane: to.lane, kind: to.kind, index: overIndex },
  };
}
