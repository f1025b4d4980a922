import type { JobLane } from '@hirelane/contract/constants';
import type { JobSummary } from '@hirelane/contract/jobs';
import { createContext, useContext } from 'react';

/** What a card (or its menu) can ask the board page to do. The page keeps the object stable. */
export type BoardActions = {
  openDetails: (jobId: string) => void;
  openEdit: (jobId: string) => void;
  openDelete: (jobId: string) => void;
  togglePin: (job: JobSummary) => void;
  moveToLane: (job: JobSummary, lane: JobLane) => void;
};

const noop = () => undefined;

export const BoardActionsContext = createContext<BoardActions>({
  openDetails: noop,
  openEdit: noop,
  openDelete: noop,
  togglePin: noop,
  moveToLane: noop,
});

export function useBoardActions(): BoardActions {
  return useContext(BoardActionsContext);
}
