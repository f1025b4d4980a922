import type { JobBoardResponse } from '@hirelane/contract/jobs';
import { JobBoard } from '../components/job-board.tsx';

/** The board at its first lane (Saved), every job of `board` shown, moves and lane changes ignored. */
export const boardElement = (board: JobBoardResponse) => (
  <JobBoard
    board={board}
    fullBoard={board}
    onMove={() => undefined}
    lane="saved"
    onLaneChange={() => undefined}
  />
);
