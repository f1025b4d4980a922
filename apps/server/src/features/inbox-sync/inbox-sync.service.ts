import type { InboxFacts, InboxKind } from '@hirelane/contract/inbox';
import {
  INBOX_FIRST_SYNC_DAYS,
  type InboxConnection,
  type InboxConnectionResponse,
  type InboxSuggestion,
  type InboxSyncResponse,
  type inboxConnectionInput,
} from '@hirelane/contract/inbox-sync';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import type { MessageReader } from '../../platform/inbox/message-reader.ts';
import type { BoardJob, JobBoardActions } from '../../platform/jobs/job-board.ts';
import type { Sealer } from '../../platform/security/sealed-secret.ts';
import type { Mailbox, MailboxAccount } from './imap-mailbox.ts';
import type { InboxSyncRepository } from './inbox-sync.repository.ts';
import { LANE_OF, messageKey, presentConnection, presentSuggestion, STAGE } from './inbox-sync-model.ts';
import type { StoredConnection, StoredMessage } from './inbox-sync-rows.ts';

export type InboxSyncDeps = {
  repo: InboxSyncRepository;
  mailbox: Mailbox;
  /** The reader, or null while the server has none (then a sync says so). */
  reader: () => MessageReader | null;
  board: () => JobBoardActions;
  sealer: Sealer;
  clock: Clock;
  transaction: <T>(work: () => Promise<T>) => Promise<T>;
  log: FastifyBaseLogger;
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long one instance holds a mailbox while it reads it; a crashed holder's lease runs out. */
export const INBOX_LEASE_MS = 10 * 60 * 1000;
/** The most messages one sync reads; the rest wait for the next. */
export const INBOX_MESSAGES_PER_SYNC = 200;
const SUBJECT_MAX = 500;
const FACT_MAX = 200;

const SUGGESTION_GONE = 'This suggestion does not exist or was deleted';

export type ConnectInput = z.output<typeof inboxConnectionInput>;

const clip = (text: string | null, max: number) => (text === null ? null : text.slice(0, max));

/**
 * The mailbox and its suggestions. A sync takes the mailbox's lease (one instance at a time reads
 * it), reads what arrived after the last mark (the first time: the last 30 days), keeps each
 * message's header facts and what the reader found once per Message-ID, and offers each message
 * that changes the board as a suggestion, or applies it at once when the owner chose so. Applying
 * moves the job forward (never back), sets the interview, or adds the job, and tells its timeline;
 * undoing puts back the lane and interview it had.
 */
export const createInboxSyncService = (deps: InboxSyncDeps) => {
  const { repo, mailbox, sealer, clock, log } = deps;

  const accountOf = (stored: StoredConnection): MailboxAccount => {
    const password = sealer.open(stored.sealedPassword);
    if (password === null)
      throw new AppError(
        'MAILBOX_LOGIN_FAILED',
        'The saved mailbox password can no longer be read (the server’s INBOX_SECRET changed): connect the mailbox again.',
      );
    return { ...stored, password };
  };

  const connectionOrThrow = async (userId: string) => {
    const stored = await repo.findConnection(userId);
    if (!stored) throw notFound('No mailbox is connected: connect one first');
    return stored;
  };

  const suggestionOrThrow = async (userId: string, id: string) => {
    const message = await repo.findMessage(userId, id);
    if (!message || message.status === 'noted') throw notFound(SUGGESTION_GONE);
    return message;
  };

  /** Applies a pending suggestion to the board; what it changed is kept on the message for undo. */
  const apply = async (userId: string, message: StoredMessage) => {
    const board = deps.board();
    const now = clock.now();
    const lane = LANE_OF[message.kind as Exclude<InboxKind, 'other'>];
    const matched = message.jobId ? await board.find(userId, message.jobId) : null;
    let job: BoardJob;
    if (matched) {
      job = matched;
      const forward = STAGE[lane] > STAGE[job.status] || (STAGE[lane] === 3 && job.status !== lane);
      if (forward) await board.moveTo(userId, job.jobId, lane);
    } else {
      // No job on the board: it is added in Applied (the mail says the person applied), then
      // moved on to the lane the mail names.
      job = await board.create(userId, {
        company: message.company ?? message.senderDomain ?? 'Unknown employer',
        position: message.position ?? (message.subject || 'Position from e-mail'),
        lane: 'applied',
      });
      if (lane !== 'applied') await board.moveTo(userId, job.jobId, lane);
    }
    if (message.kind === 'interview' && message.interviewAt)
      await board.setInterview(userId, job.jobId, message.interviewAt);
    await board.record(userId, job.jobId, {
      kind: 'email-applied',
      detail: { subject: message.subject, mailKind: message.kind, suggestionId: message.id },
    });
    const changed = await repo.decide(userId, message.id, 'pending', 'applied', now, {
      appliedJobId: job.jobId,
      createdJob: matched === null,
      previousLane: matched ? matched.status : null,
      previousInterviewAt: matched ? matched.nextInterviewDate : null,
    });
    if (!changed) throw new AppError('CONFLICT', 'This suggestion was decided meanwhile');
    return job.jobId;
  };

  /** Reads the mailbox while holding its lease; null when another instance holds it. */
  const syncHeld = async (userId: string, holder: string): Promise<InboxSyncResponse | null> => {
    const stored = await connectionOrThrow(userId);
    const reader = deps.reader();
    if (!reader) throw new AppError('CONFLICT', 'This server cannot read e-mail yet: try again later.');
    const now = clock.now();
    if (!(await repo.takeLease(userId, holder, now, new Date(now.getTime() + INBOX_LEASE_MS)))) return null;
    try {
      const account = accountOf(stored);
      const since = new Date(now.getTime() - INBOX_FIRST_SYNC_DAYS * DAY_MS);
      const batch = await mailbox.fetchNew(account, stored, since, INBOX_MESSAGES_PER_SYNC);
      const jobs = (await deps.board().list(userId)).map((job) => ({
        id: job.jobId,
        company: job.company,
        position: job.position,
      }));
      const known = new Set(jobs.map((job) => job.id));
      let read = 0;
      const suggestions: InboxSuggestion[] = [];
      for (const fetched of batch.messages) {
        const messageId = messageKey(fetched, batch.mark.uidValidity).slice(0, 998);
        if (await repo.hasMessage(userId, messageId)) continue;
        read += 1;
        let facts: InboxFacts;
        try {
          facts = await reader(fetched.raw, { timeZone: stored.timeZone, jobs });
        } catch (error) {
          // A message the reader cannot take is kept as nothing to suggest (never its content in the log).
          log.warn({ err: { message: (error as Error).message }, userId }, 'inbox message unreadable');
          facts = {
            kind: 'other',
            company: null,
            position: null,
            interviewAt: null,
            jobId: null,
            engine: 'rules',
          };
        }
        const kept = {
          messageId,
          receivedAt: (fetched.date ?? clock.now()).toISOString(),
          senderDomain: clip(fetched.senderDomain, 253),
          subject: fetched.subject.slice(0, SUBJECT_MAX),
          kind: facts.kind,
          company: clip(facts.company, FACT_MAX),
          position: clip(facts.position, FACT_MAX),
          interviewAt: facts.interviewAt ? new Date(facts.interviewAt).toISOString() : null,
          jobId: facts.jobId && known.has(facts.jobId) ? facts.jobId : null,
          status: facts.kind === 'other' ? ('noted' as const) : ('pending' as const),
        };
        await deps.transaction(async () => {
          const id = await repo.insertMessage(userId, kept, clock.now());
          if (!id || kept.status !== 'pending') return;
          const message = { ...kept, id, appliedJobId: null, createdJob: false } as StoredMessage;
          if (stored.autoApply) await apply(userId, message);
          else suggestions.push(presentSuggestion(message));
        });
      }
      await repo.saveMark(userId, holder, batch.mark, { at: clock.now(), error: null });
      return { read, suggestions };
    } catch (error) {
      const message =
        error instanceof AppError ? error.message : 'Reading the mailbox failed: try again later.';
      await repo.saveMark(
        userId,
        holder,
        { uidValidity: null, lastUid: null },
        { at: clock.now(), error: message },
      );
      throw error;
    } finally {
      await repo.releaseLease(userId, holder);
    }
  };

  return {
    getConnection: async (userId: string): Promise<InboxConnectionResponse> => {
      const stored = await repo.findConnection(userId);
      return { connection: stored ? presentConnection(stored) : null };
    },

    /** Logs in once to check the settings, then keeps them (the password sealed). */
    connect: async (userId: string, input: ConnectInput): Promise<InboxConnection> => {
      const account = { ...input, host: input.host.toLowerCase() };
      await mailbox.check(account);
      await repo.saveConnection(
        {
          userId,
          host: account.host,
          port: account.port,
          secure: account.secure,
          username: account.username,
          sealedPassword: sealer.seal(account.password),
          folder: account.folder,
          autoApply: account.autoApply,
          timeZone: account.timeZone,
        },
        clock.now(),
      );
      return presentConnection(await connectionOrThrow(userId));
    },

    setAutoApply: async (userId: string, autoApply: boolean): Promise<InboxConnection> => {
      await connectionOrThrow(userId);
      await repo.setAutoApply(userId, autoApply, clock.now());
      return presentConnection(await connectionOrThrow(userId));
    },

    /** Forgets the mailbox and every message read from it (what was applied to the board stays). */
    disconnect: async (userId: string): Promise<void> => {
      await deps.transaction(() => repo.deleteAll(userId));
    },

    /** Reads the mailbox now; while another instance reads it, says so. */
    sync: async (userId: string, holder: string): Promise<InboxSyncResponse> => {
      const result = await syncHeld(userId, holder);
      if (!result)
        throw new AppError('CONFLICT', 'This mailbox is being read right now: try again in a minute.');
      return result;
    },

    /** One scheduled sync: false when another instance held the mailbox. Failures are kept on the connection. */
    syncScheduled: async (userId: string, holder: string): Promise<boolean> =>
      (await syncHeld(userId, holder)) !== null,

    /** The mailboxes whose last sync is older than `everyMs`. */
    due: (everyMs: number, limit: number) =>
      repo.dueConnections(new Date(clock.now().getTime() - everyMs), limit),

    suggestions: async (userId: string) => ({
      suggestions: (await repo.pending(userId)).map(presentSuggestion),
    }),

    accept: async (userId: string, id: string) =>
      deps.transaction(async () => {
        const message = await suggestionOrThrow(userId, id);
        if (message.status !== 'pending')
          throw new AppError('CONFLICT', 'This suggestion was already applied or dismissed');
        const jobId = await apply(userId, message);
        return { jobId, suggestion: presentSuggestion(message) };
      }),

    dismiss: async (userId: string, id: string): Promise<void> => {
      const message = await suggestionOrThrow(userId, id);
      if (!(await repo.decide(userId, message.id, 'pending', 'dismissed', clock.now())))
        throw new AppError('CONFLICT', 'This suggestion was already applied or dismissed');
    },

    /** Takes an applied suggestion back: the job's lane and interview as they were, or the job it added gone. */
    undo: async (userId: string, id: string) =>
      deps.transaction(async () => {
        const message = await suggestionOrThrow(userId, id);
        if (message.status !== 'applied' || !message.appliedJobId)
          throw new AppError('CONFLICT', 'Only an applied suggestion can be undone');
        const board = deps.board();
        const job = await board.find(userId, message.appliedJobId);
        if (job && message.createdJob) await board.remove(userId, job.jobId);
        else if (job) {
          if (message.previousLane && job.status !== message.previousLane)
            await board.moveTo(userId, job.jobId, message.previousLane);
          if (message.kind === 'interview' && message.interviewAt)
            await board.setInterview(userId, job.jobId, message.previousInterviewAt);
          await board.record(userId, job.jobId, {
            kind: 'email-undone',
            detail: { subject: message.subject, suggestionId: message.id },
          });
        }
        await repo.decide(userId, message.id, 'applied', 'pending', clock.now());
        return { jobId: message.appliedJobId, suggestion: presentSuggestion(message) };
      }),
  };
};

export type InboxSyncService = ReturnType<typeof createInboxSyncService>;
