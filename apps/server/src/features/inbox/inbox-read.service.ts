import { INBOX_MESSAGE_MAX_BYTES, type InboxReadResponse } from '@hirelane/contract/inbox';
import { type ChatModel, ChatModelError } from '../../platform/ai/chat-model.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MessageContext } from '../../platform/inbox/message-reader.ts';
import type { InboxReadRepository } from './inbox-read.repository.ts';
import { readMessageWithModel } from './model/model-message-reader.ts';
import { matchJob } from './reader/job-match.ts';
import { NotAnEmailError } from './reader/parse-message.ts';
import { readWithRules } from './reader/read-message.ts';
import { knownZone } from './reader/zoned-time.ts';

/** The zone a time without one is read in when the user has not given theirs. */
export const DEFAULT_TIME_ZONE = 'Europe/Oslo';

const MODEL_FALLBACK: Record<ChatModelError['reason'], string> = {
  timeout: 'The AI reader took too long, so the built-in reader read this message instead. Check the result.',
  unavailable: 'The AI reader is not available right now, so the built-in reader read this message instead.',
  invalid: 'The AI reader gave an answer we could not use, so the built-in reader read this message instead.',
};

export const messageTooLarge = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `This message is larger than ${INBOX_MESSAGE_MAX_BYTES / 1024 / 1024} MB, too large to read. Save it without its attachments and try again.`,
  );

const notAnEmail = () =>
  new AppError(
    'FILE_UNREADABLE',
    'This is not an e-mail message. Paste the whole message with its headers (From, Subject, Date), or drop the .eml file your mail program saves.',
  );

export type InboxReadDeps = {
  repo: InboxReadRepository;
  /** The configured model, if any; without one the built-in rules read every message. */
  model?: ChatModel | null | undefined;
};

/**
 * Reading one message against the user's own board; nothing is stored. `readAgainst` reads with a
 * board and time zone already at hand (the mailbox sync's), `read` looks up the user's own.
 */
export const createInboxReadService = ({ repo, model }: InboxReadDeps) => {
  const readAgainst = async (
    raw: string | Uint8Array,
    context: MessageContext,
  ): Promise<InboxReadResponse> => {
    const size = typeof raw === 'string' ? Buffer.byteLength(raw) : raw.byteLength;
    if (size > INBOX_MESSAGE_MAX_BYTES) throw messageTooLarge();
    let reading: Awaited<ReturnType<typeof readWithRules>>;
    try {
      reading = await readWithRules(raw, context);
    } catch (error) {
      if (error instanceof NotAnEmailError) throw notAnEmail();
      throw error;
    }
    if (!model || !reading.unsure) return { ...reading.facts, notice: null };
    try {
      const read = await readMessageWithModel(model, reading, context.timeZone);
      return {
        ...read,
        jobId: read.kind === 'other' ? null : matchJob(context.jobs, read.company, read.position),
        engine: 'ai',
        notice: null,
      };
    } catch (error) {
      if (!(error instanceof ChatModelError)) throw error;
      return { ...reading.facts, notice: MODEL_FALLBACK[error.reason] };
    }
  };
  return {
    readAgainst,
    read: async (userId: string, raw: string | Uint8Array): Promise<InboxReadResponse> => {
      const [jobs, stored] = await Promise.all([repo.boardJobs(userId), repo.timeZone(userId)]);
      const timeZone = stored && knownZone(stored) ? stored : DEFAULT_TIME_ZONE;
      return readAgainst(raw, { timeZone, jobs });
    },
  };
};

export type InboxReadService = ReturnType<typeof createInboxReadService>;
