import type { InboxFacts } from '@hirelane/contract/inbox';
import { interviewTimeInText } from './body-time.ts';
import { interviewTimeInCalendar } from './calendar-time.ts';
import { classify } from './classify.ts';
import { employerOf } from './employer.ts';
import { forwardedMessage } from './forwarded.ts';
import { type BoardJob, matchJob } from './job-match.ts';
import { type ParsedMessage, parseMessage } from './parse-message.ts';
import { positionOf } from './position.ts';

export type ReadContext = {
  /** The user's IANA time zone: a time the mail writes without a zone is on its clocks. */
  timeZone: string;
  /** The user's own board (never another user's). */
  jobs: BoardJob[];
};

/** What the rules read, with whether they are unsure of it (a model may then read the message). */
export type RulesReading = { facts: InboxFacts; unsure: boolean; message: ParsedMessage; body: string };

/** Where an earlier message quoted below a reply starts. */
const QUOTE_STARTS = [
  /^On .{4,120} wrote:$/u,
  /^(?:Den|På) .{4,120} skrev .{0,120}:$/u,
  /^-{2,}\s*(?:Original Message|Opprinnelig melding|Videresendt melding)\s*-{2,}$/iu,
  /^(?:From|Fra):\s.+@.+$/u,
];

/** The message's own words: quoted lines ("> …") and the earlier message under a reply left out. */
export const ownWords = (text: string): string => {
  const lines: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (QUOTE_STARTS.some((start) => start.test(trimmed))) break;
    if (!trimmed.startsWith('>')) lines.push(line);
  }
  return lines.join('\n');
};

/** The offline reading and how sure it is. */
export const readWithRules = async (
  raw: string | Uint8Array,
  context: ReadContext,
): Promise<RulesReading> => {
  const received = await parseMessage(raw);
  const message = forwardedMessage(received) ?? received;
  const body = ownWords(message.text);
  const reference = message.sentAt ?? new Date();
  const calendarTime =
    message.calendars.map((ics) => interviewTimeInCalendar(ics, context.timeZone)).find((time) => time) ??
    null;
  const textTime = interviewTimeInText(`${message.subject}\n${body}`, reference, context.timeZone);
  const { kind, unsure } = classify(message.subject, body, Boolean(textTime), message.calendars.length > 0);
  const company = employerOf(message, body, context.jobs);
  const position = positionOf(
    message.subject,
    body,
    company,
    context.jobs.map((job) => job.position),
  );
  const interviewAt = kind === 'interview' ? (calendarTime ?? textTime) : null;
  const jobId = kind === 'other' ? null : matchJob(context.jobs, company, position);
  return {
    facts: {
      kind,
      company,
      position,
      interviewAt: interviewAt ? interviewAt.toISOString() : null,
      jobId,
      engine: 'rules',
    },
    unsure: unsure || (kind !== 'other' && (!company || !position)) || (kind === 'interview' && !interviewAt),
    message,
    body,
  };
};

/**
 * The facts one message holds (kind, employer, position, interview time, board job), read by the
 * built-in rules. Throws NotAnEmailError for bytes that are not a message.
 */
export const readMessage = async (
  raw: string | Uint8Array,
  context: { timeZone: string; jobs: { id: string; company: string; position: string }[] },
): Promise<InboxFacts> => (await readWithRules(raw, context)).facts;
