import type { InboxFacts } from '@hirelane/contract/inbox';
import type { MessageReader } from '../src/platform/inbox/message-reader.ts';

/** The test facts a message carries in X-Test-* headers, for the test reader below. */
export type TestMail = {
  messageId: string;
  subject: string;
  from?: string;
  kind: InboxFacts['kind'];
  company?: string;
  position?: string;
  interviewAt?: string;
  body?: string;
};

/** A whole RFC 5322 message whose X-Test-* headers say what the test reader finds in it. */
export const testMail = (mail: TestMail, date = new Date()): string =>
  [
    `From: Recruiting <${mail.from ?? 'jobs@employer.example'}>`,
    'To: kari@example.test',
    `Subject: ${mail.subject}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${mail.messageId}>`,
    `X-Test-Kind: ${mail.kind}`,
    ...(mail.company ? [`X-Test-Company: ${mail.company}`] : []),
    ...(mail.position ? [`X-Test-Position: ${mail.position}`] : []),
    ...(mail.interviewAt ? [`X-Test-Interview: ${mail.interviewAt}`] : []),
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    mail.body ?? 'A body the server must never keep.',
    '',
  ].join('\r\n');

/**
 * A deterministic stand-in for the message reader, for tests only: it takes the facts from the
 * X-Test-* headers and the board job by the company's name, and counts the messages it read.
 */
export const createTestReader = () => {
  const seen: string[] = [];
  const reader: MessageReader = async (raw, context) => {
    const text = typeof raw === 'string' ? raw : Buffer.from(raw).toString('utf8');
    const head = text.split(/\r?\n\r?\n/)[0] ?? '';
    const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? null;
    seen.push(header('Message-ID') ?? '');
    const company = header('X-Test-Company');
    const job = context.jobs.find((entry) => entry.company.toLowerCase() === company?.toLowerCase());
    return {
      kind: (header('X-Test-Kind') ?? 'other') as InboxFacts['kind'],
      company,
      position: header('X-Test-Position'),
      interviewAt: header('X-Test-Interview'),
      jobId: job?.id ?? null,
      engine: 'rules',
    };
  };
  return { reader, seen };
};
