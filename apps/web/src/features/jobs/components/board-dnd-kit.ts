import type { JobLane } from '@hirelane/contract/constants';
import type { JobBoardResponse, JobSummary } from '@hirelane/contract/jobs';
import type { ReactNode, Ref, RefObject } from 'react';
import { createContext, useContext } from 'react';
import type { MoveJobVariables } from '../api/move-job.ts';
import type { BoardDrag } from '../model/board-dnd.ts';
import type { BoardDroppableData } from './board-collisions.ts';

// The shape of the drag-and-drop parts the board loads after it is shown (board-dnd-loader.ts) and
// the context that hands them to the lanes and cards. The parts (board-dnd.tsx, board-sortables.tsx)
// take their props from here and the cards read the context from here, so no card imports the file
// that loads the parts and no part imports it either.

export type BoardDndContextProps = {
  /** What the board shows: the whole board, or only the search results. */
  board: JobBoardResponse;
  /** The whole board, to turn a drop among search results into the server's index. */
  fullBoard: JobBoardResponse;
  onMove: (move: MoveJobVariables, onSettled: () => void) => void;
  /** The drag in progress; dnd-kit calls the announcements outside React's render, so they read it here. */
  dragRef: RefObject<BoardDrag | null>;
  drag: BoardDrag | null;
  onDrag: (drag: BoardDrag | null) => void;
  colors: Record<JobLane, string>;
  children: ReactNode;
};

export type DroppableProps<E extends HTMLElement> = {
  id: string;
  data: BoardDroppableData;
  /** Draws the drop target, given the ref its element needs. */
  children: (ref: Ref<E>) => ReactNode;
};

export type SortableListProps = DroppableProps<HTMLUListElement> & { items: string[] };

export type SortableJobCardProps = {
  job: JobSummary;
  onElement: (element: HTMLLIElement | null) => void;
  /** The `data-focus-key` of the element that had focus in the static card, to focus again. */
  restoreFocus: string | null;
  onFocusRestored: () => void;
};

/** dnd-kit and the board's drag-and-drop parts, which the board loads after it is shown. */
export type BoardDndKit = {
  BoardDndContext: (props: BoardDndContextProps) => ReactNode;
  Droppable: <E extends HTMLElement>(props: DroppableProps<E>) => ReactNode;
  SortableList: (props: SortableListProps) => ReactNode;
  SortableJobCard: (props: SortableJobCardProps) => ReactNode;
};

/** Holds the loaded drag-and-drop parts for the board's lanes and cards; null until they are there. */
export const BoardDndKitContext = createContext<BoardDndKit | null>(null);

/** The loaded drag-and-drop parts, or null while the board is still without them. */
export function useBoardDndKitContext(): BoardDndKit | null {
  return useContext(BoardDndKitContext);
}
