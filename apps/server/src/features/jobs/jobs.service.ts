import type { JobLane } from '@hirelane/contract/constants';
import { emptyBoard } from '@hirelane/contract/job-values';
import {
  type CreateJobInput,
  createJobInput,
  JOB_ATTACHMENT_TYPES,
  JOB_LIMITS,
  type Job,
  type JobBoardResponse,
  type JobSummary,
  jobBoardResponse,
  type MoveJobInput,
  type UpdateJobInput,
} from '@hirelane/contract/jobs';
import type { StoredJob } from '../../domain/jobs/job-rows.ts';
import { createLru } from '../../platform/cache/lru.ts';
import type { Clock } from '../../platform/clock.ts';
import type { UnitOfWork } from '../../platform/db/unit-of-work.ts';
import { notFound, orNotFound } from '../../platform/http/app-error.ts';
import { keptUploadOf, type UploadedFile } from '../../platform/http/multipart.ts';
import type { BoardJob, JobBoardActions } from '../../platform/jobs/job-board.ts';
import { newId } from '../../platform/security/random.ts';
import type { FileStore } from '../../platform/storage/file-store.ts';
import { userArea } from '../../platform/storage/user-areas.ts';
import { attachmentEvents, editEvents, interviewEvents } from './job-events.ts';
import type { JobFields } from './job-rows.ts';
import type { JobsRepository } from './jobs.repository.ts';

export type JobsServiceDeps = {
  repo: JobsRepository;
  files: FileStore;
  clock: Clock;
  transaction: UnitOfWork['transaction'];
};

/**
 * Runs a change of the user's board in one transaction that holds the board (two quick moves queue
 * up) and bumps the board's version.
 */
const boardChanges =
  (repo: JobsRepository, transaction: UnitOfWork['transaction']) =>
  <T>(userId: string, work: (board: JobsRepository) => Promise<T>): Promise<T> =>
    transaction(async () => {
      await repo.holdBoard(userId);
      const result = await work(repo);
      await repo.bumpBoardVersion(userId);
      return result;
    });

export const ACCEPTED_ATTACHMENTS = JOB_ATTACHMENT_TYPES;
export const ACCEPTED_ATTACHMENTS_LABEL = 'a PDF, a Word document (.docx), a PNG or a JPEG';

const JOB_NOT_FOUND = 'This job does not exist or was deleted';
export const BOARD_CACHE_USERS = 500;

const findOrThrow = (board: JobsRepository, userId: string, jobId: string) =>
  orNotFound(board.find(userId, jobId), JOB_NOT_FOUND);

/** Strips what only the server needs to know. */
export const presentJob = ({ attachmentKey: _key, ...job }: StoredJob): Job => job;

export const groupBoard = (jobs: JobSummary[]): JobBoardResponse => {
  const board = emptyBoard();
  for (const job of jobs) board[job.status][job.isPinned ? 'pinned' : 'normal'].push(job);
  return board;
};

/** Takes a job out of its list (parked at -1) and closes the gap behind it. */
const park = async (board: JobsRepository, userId: string, job: StoredJob, now: Date) => {
  await board.setPlace(userId, job.jobId, { status: job.status, isPinned: job.isPinned, sortIndex: -1 }, now);
  await board.shiftList(userId, job.status, job.isPinned, job.sortIndex + 1, -1);
};

/** Puts a parked job into a list at `index` (clamped to the list's end), shifting the rest down. */
const place = async (
  board: JobsRepository,
  userId: string,
  jobId: string,
  target: { status: JobLane; isPinned: boolean; index: number },
  now: Date,
) => {
  const length = await board.countList(userId, target.status, target.isPinned);
  const sortIndex = Math.min(target.index, length);
  await board.shiftList(userId, target.status, target.isPinned, sortIndex, 1);
  await board.setPlace(userId, jobId, { status: target.status, isPinned: target.isPinned, sortIndex }, now);
};

/**
 * The board's rules. Each lane holds a pinned and a normal list, each ordered by a dense
 * sort index 0…n-1; every change of order runs in one transaction that holds the user's board.
 */
export const createJobsService = ({ repo, files, clock, transaction }: JobsServiceDeps) => {
  const withBoard = boardChanges(repo, transaction);
  const reread = async (userId: string, jobId: string) => presentJob(await findOrThrow(repo, userId, jobId));
  // Boards are read far more often than changed: keep each user's last answer, serialised and
  // checked against the contract once, until a write bumps the board's version (kept in the database,
  // so any number of server processes agree on staleness).
  const boards = createLru<string, { version: number; json: string }>(BOARD_CACHE_USERS);

  return {
    /** The whole board as contract-checked JSON text. */
    getBoardJson: async (userId: string): Promise<string> => {
      const version = await repo.boardVersion(userId);
      const cached = boards.get(userId);
      if (cached?.version === version) return cached.json;
      const json = JSON.stringify(jobBoardResponse.parse(groupBoard(await repo.listBoard(userId))));
      boards.set(userId, { version, json });
      return json;
    },

    search: async (userId: string, searchTerm: string): Promise<JobBoardResponse> => {
      const term = searchTerm.trim().toLowerCase();
      return groupBoard(await repo.listBoard(userId, term || undefined));
    },

    getJob: (userId: string, jobId: string): Promise<Job> => reread(userId, jobId),

    /** A new job goes to the front of the saved lane's pinned or normal list. */
    create: async (userId: string, input: CreateJobInput, file: UploadedFile | undefined): Promise<Job> => {
      const { isPinned, ...fields } = input as JobFields & { isPinned: boolean };
      const key = file ? await files.put(userArea('jobs', userId), file.data) : null;
      const now = clock.now();
      const jobId = newId();
      const attachment = keptUploadOf(key, file);
      try {
        await withBoard(userId, async (board) => {
          await board.insert({ jobId, userId, isPinned, fields, attachment, now });
          await place(board, userId, jobId, { status: 'saved', isPinned, index: 0 }, now);
          await board.recordEvents(userId, jobId, attachmentEvents(null, attachment), now);
        });
      } catch (error) {
        if (key) await files.remove(key);
        throw error;
      }
      return reread(userId, jobId);
    },

    /** Replaces the job's fields in place; a new file replaces the attachment, removeAttachment drops it. */
    update: async (userId: string, jobId: string, input: UpdateJobInput, file: UploadedFile | undefined) => {
      const { removeAttachment, ...fields } = input as JobFields & { removeAttachment: boolean };
      await findOrThrow(repo, userId, jobId);
      const replacesFile = file !== undefined || removeAttachment;
      const key = file ? await files.put(userArea('jobs', userId), file.data) : null;
      const attachment = replacesFile ? keptUploadOf(key, file) : undefined;
      const existing = await withBoard(userId, async (board) => {
        const before = await findOrThrow(board, userId, jobId);
        const now = clock.now();
        await board.update(userId, jobId, {
          fields,
          ...(attachment === undefined ? {} : { attachment }),
          now,
        });
        await board.recordEvents(userId, jobId, editEvents(before, fields.notes, attachment), now);
        return before;
      });
      if (replacesFile && existing.attachmentKey) await files.remove(existing.attachmentKey);
      return reread(userId, jobId);
    },

    remove: async (userId: string, jobId: string): Promise<void> => {
      const job = await withBoard(userId, async (board) => {
        const found = await findOrThrow(board, userId, jobId);
        await board.remove(userId, jobId);
        await board.shiftList(userId, found.status, found.isPinned, found.sortIndex + 1, -1);
        return found;
      });
      if (job.attachmentKey) await files.remove(job.attachmentKey);
    },

    /** Moves a job to `toStatus` at `toSortIndex` of the list it belongs to (pinned or normal). */
    move: async (userId: string, jobId: string, { toStatus, toSortIndex }: MoveJobInput): Promise<Job> => {
      await withBoard(userId, async (board) => {
        const job = await findOrThrow(board, userId, jobId);
        const now = clock.now();
        await park(board, userId, job, now);
        await place(
          board,
          userId,
          jobId,
          { status: toStatus, isPinned: job.isPinned, index: toSortIndex },
          now,
        );
      });
      return reread(userId, jobId);
    },

    /** Pin moves the job to the front of its lane's pinned list; unpin to the front of the normal list. */
    setPinned: async (userId: string, jobId: string, isPinned: boolean): Promise<Job> => {
      await withBoard(userId, async (board) => {
        const job = await findOrThrow(board, userId, jobId);
        if (job.isPinned === isPinned) return;
        const now = clock.now();
        await park(board, userId, job, now);
        await place(board, userId, jobId, { status: job.status, isPinned, index: 0 }, now);
      });
      return reread(userId, jobId);
    },

    setNextInterview: async (
      userId: string,
      jobId: string,
      nextInterviewDate: string | null,
    ): Promise<Job> => {
      await withBoard(userId, async (board) => {
        const before = await findOrThrow(board, userId, jobId);
        const now = clock.now();
        await board.update(userId, jobId, { nextInterviewDate, now });
        await board.recordEvents(
          userId,
          jobId,
          interviewEvents(before.nextInterviewDate, nextInterviewDate),
          now,
        );
      });
      return reread(userId, jobId);
    },

    /** The attachment's bytes and how to name them, for the download route. */
    getAttachment: async (userId: string, jobId: string) => {
      const job = await findOrThrow(repo, userId, jobId);
      if (!job.attachmentKey || !job.attachment) throw notFound('This job has no attachment');
      return { ...job.attachment, data: await files.read(job.attachmentKey) };
    },
  };
};

export type JobsService = ReturnType<typeof createJobsService>;

const boardJob = (job: Pick<Job, keyof BoardJob>): BoardJob => ({
  jobId: job.jobId,
  company: job.company,
  position: job.position,
  status: job.status,
  nextInterviewDate: job.nextInterviewDate,
});

/**
 * The board's changes as other features make them (through the context's `jobBoard`): the same
 * rules as the routes', each joining the caller's transaction when one is open.
 */
export const jobBoardActions = (
  jobs: JobsService,
  { repo, clock, transaction }: Omit<JobsServiceDeps, 'files'>,
): JobBoardActions => {
  const withBoard = boardChanges(repo, transaction);
  return {
    list: async (userId) => (await repo.listBoard(userId)).map(boardJob),
    find: async (userId, jobId) => {
      const job = await repo.find(userId, jobId);
      return job ? boardJob(job) : null;
    },
    create: async (userId, { company, position, lane }) => {
      const input = createJobInput.parse({
        company: company.slice(0, JOB_LIMITS.company),
        position: position.slice(0, JOB_LIMITS.position),
      });
      const made = await jobs.create(userId, input, undefined);
      if (lane === 'saved') return boardJob(made);
      return boardJob(await jobs.move(userId, made.jobId, { toStatus: lane, toSortIndex: 0 }));
    },
    moveTo: async (userId, jobId, lane) => {
      const job = await findOrThrow(repo, userId, jobId);
      if (job.status !== lane) await jobs.move(userId, jobId, { toStatus: lane, toSortIndex: 0 });
    },
    setInterview: async (userId, jobId, at) => {
      await jobs.setNextInterview(userId, jobId, at);
    },
    remove: (userId, jobId) => jobs.remove(userId, jobId),
    record: async (userId, jobId, event) => {
      await withBoard(userId, async (board) => {
        await findOrThrow(board, userId, jobId);
        await board.recordEvents(userId, jobId, [event], clock.now());
      });
    },
  };
};
