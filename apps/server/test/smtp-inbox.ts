import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Header values by lower-case name. */
  headers: Record<string, string>;
};

export type SmtpInbox = {
  url: string;
  mails: ReceivedMail[];
  /** Waits for the next mail to `to` that arrives after `sinceCount` mails (default: any so far). */
  waitFor: (to: string, options?: { sinceCount?: number; timeoutMs?: number }) => Promise<ReceivedMail>;
  /** Answers the next `count` messages with "451 try again later", as a struggling server does. */
  refuseNext: (count: number) => void;
  close: () => Promise<void>;
};

/** A real SMTP server on loopback that keeps every message it receives, parsed. */
export const startSmtpInbox = async (): Promise<SmtpInbox> => {
  const mails: ReceivedMail[] = [];
  let refusing = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusing > 0) {
          refusing -= 1;
          return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        }
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            mails.push({
              to: (email.to ?? []).map((address) => address.address ?? ''),
              subject: email.subject ?? '',
              text: email.text ?? '',
              html: email.html ?? '',
              headers: Object.fromEntries(email.headers.map((header) => [header.key, header.value])),
            });
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor: async (to, { sinceCount = 0, timeoutMs = 5000 } = {}) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = mails.slice(sinceCount).findLast((mail) => mail.to.includes(to));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`No mail to ${to} arrived within ${timeoutMs} ms`);
    },
    refuseNext: (count) => {
      refusing = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export const codeFrom = (mail: ReceivedMail): string => {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match?.[1]) throw new Error(`No 6-digit code in mail "${mail.subject}"`);
  return match[1];
};
