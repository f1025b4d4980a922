import type { InboxFacts } from '@hirelane/contract/inbox';

/** What the reader is told besides the message: the person's time zone and the jobs on their board. */
export type MessageContext = {
  timeZone: string;
  jobs: { id: string; company: string; position: string }[];
};

/** Reads one whole RFC 5322 message into its facts (kind, employer, position, interview, board job). */
export type MessageReader = (raw: string | Uint8Array, context: MessageContext) => Promise<InboxFacts>;

/**
 * The one message reader of the app: the inbox feature provides its reader at start-up, and a
 * feature that reads mail it fetched (the mailbox sync) asks it. Until one is provided there is
 * none, and asking says so.
 */
export const createMessageReaderSlot = () => {
  let reader: MessageReader | null = null;
  return {
    provide: (given: MessageReader) => {
      reader = given;
    },
    /** Whether a reader has been provided. */
    ready: () => reader !== null,
    read: (raw: string | Uint8Array, context: MessageContext): Promise<InboxFacts> => {
      if (!reader) return Promise.reject(new Error('No message reader was provided'));
      return reader(raw, context);
    },
  };
};

export type MessageReaderSlot = ReturnType<typeof createMessageReaderSlot>;
