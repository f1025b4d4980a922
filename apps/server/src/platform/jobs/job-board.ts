import type { JobLane } from '@hirelane/contract/constants';
import type { JobTimelineEvent } from '@hirelane/contract/job-timeline';

/** A job as other features may see it: what it is and where it stands. */
export type BoardJob = {
  jobId: string;
  company: string;
  position: string;
  status: JobLane;
  nextInterviewDate: string | null;
};

type TimelineKind = 'email-applied' | 'email-undone';
/** An event a feature outside the board tells the job's timeline (the contract's fields of that kind). */
export type BoardEvent = {
  [K in TimelineKind]: {
    kind: K;
    detail: Omit<Extract<JobTimelineEvent, { kind: K }>, 'id' | 'kind' | 'at'>;
  };
}[TimelineKind];

/**
 * The board's changes other features make through the board's own rules (lists kept dense, the
 * lane history, the board's version): each runs in the caller's transaction when one is open.
 */
export type JobBoardActions = {
  list: (userId: string) => Promise<BoardJob[]>;
  find: (userId: string, jobId: string) => Promise<BoardJob | null>;
  /** A new job at the front of `lane`'s normal list. */
  create: (userId: string, job: { company: string; position: string; lane: JobLane }) => Promise<BoardJob>;
  /** To the front of `lane`'s list (pinned or not as it was); nothing when it is there already. */
  moveTo: (userId: string, jobId: string, lane: JobLane) => Promise<void>;
  setInterview: (userId: string, jobId: string, at: string | null) => Promise<void>;
  remove: (userId: string, jobId: string) => Promise<void>;
  record: (userId: string, jobId: string, event: BoardEvent) => Promise<void>;
};

/**
 * The board as other features reach it, one per app: the jobs feature provides its actions at
 * start-up. Asking before then is a programming error and says so.
 */
export const createJobBoardSlot = () => {
  let actions: JobBoardActions | null = null;
  const current = (): JobBoardActions => {
    if (!actions) throw new Error('The job board has not been provided yet');
    return actions;
  };
  return {
    provide: (given: JobBoardActions) => {
      actions = given;
    },
    get actions(): JobBoardActions {
      return current();
    },
  };
};

export type JobBoardSlot = ReturnType<typeof createJobBoardSlot>;
