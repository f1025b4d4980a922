import { INBOX_MESSAGE_MAX_BYTES } from '@hirelane/contract/inbox';
import { ImapFlow } from 'imapflow';
import ipaddr from 'ipaddr.js';
import { AppError } from '../../platform/http/app-error.ts';
import { type Resolver, systemResolver } from '../../platform/net/checked-lookup.ts';
import { judgeAddress } from '../../platform/net/public-address.ts';

/** A mailbox as the server logs in to it. */
export type MailboxAccount = {
  host: string;
  port: number;
  secure: boolean;
  username: string;
  password: string;
  folder: string;
};

/** One message fetched: its whole source (read, then dropped) and the header facts kept. */
export type FetchedMessage = {
  uid: number;
  raw: Buffer;
  messageId: string | null;
  date: Date | null;
  senderDomain: string | null;
  subject: string;
};

/** Where the last sync stopped: the folder's UIDVALIDITY and the highest UID read under it. */
export type SyncMark = { uidValidity: string | null; lastUid: number | null };

export type MailboxBatch = {
  mark: { uidValidity: string; lastUid: number | null };
  messages: FetchedMessage[];
};

/** The IMAP server as the sync sees it: a login check, and the messages that arrived after a mark. */
export type Mailbox = {
  check: (account: MailboxAccount) => Promise<void>;
  /** Messages after `mark` (under another UIDVALIDITY, or none: those since `since`), oldest first. */
  fetchNew: (account: MailboxAccount, mark: SyncMark, since: Date, limit: number) => Promise<MailboxBatch>;
};

const CONNECT_MS = 10_000;
const SOCKET_MS = 60_000;

const refused = (message: string) => new AppError('MAILBOX_REFUSED', message);

/**
 * The address the server connects to for `host`: every address the name resolves to must be
 * public (else none is used, so the address judged is the one connected), unless private hosts
 * are allowed. `loopback`: the host is this machine, where plain IMAP is accepted.
 */
export const resolveMailHost = async (
  host: string,
  { allowPrivate, resolve = systemResolver }: { allowPrivate: boolean; resolve?: Resolver },
): Promise<{ address: string; loopback: boolean }> => {
  const bare = host.replace(/^\[|\]$/g, '');
  let found: { address: string }[];
  try {
    found = ipaddr.isValid(bare) ? [{ address: bare }] : await resolve(bare);
  } catch {
    throw new AppError(
      'MAILBOX_UNREACHABLE',
      `No mail server was found at ${host}: check the server name (such as imap.gmail.com).`,
    );
  }
  const [first] = found;
  if (!first)
    throw new AppError('MAILBOX_UNREACHABLE', `No mail server was found at ${host}: check the server name.`);
  if (!allowPrivate) {
    for (const { address } of found) {
      const verdict = judgeAddress(address);
      if (!verdict.allowed)
        throw refused(
          `${host} is ${verdict.reason}, which this server does not connect to: use your mail provider's public IMAP server (an administrator can allow private hosts with INBOX_ALLOW_PRIVATE_HOSTS=true).`,
        );
    }
  }
  const loopback = found.every(({ address }) => ipaddr.process(address).range() === 'loopback');
  return { address: first.address, loopback };
};

type ImapError = Error & {
  code?: string;
  authenticationFailed?: boolean;
  tlsFailed?: boolean;
  mailboxMissing?: boolean;
  serverResponseCode?: string;
  responseText?: string;
  response?: unknown;
};

const TLS_CODE = /^(ERR_TLS|ERR_SSL|CERT_|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO_|EPROTO$|HOSTNAME_MISMATCH)/;
const UNREACHABLE_CODE =
  /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|EAI_AGAIN|ENOTFOUND|CONNECT_TIMEOUT|GREETING_TIMEOUT|UPGRADE_TIMEOUT|ETIMEOUT|NoConnection|EConnectionClosed|ClosedAfterConnectText|ClosedAfterConnectTLS)$/;
const APP_PASSWORD = /application-specific password|app password|app-specific password|web login required/i;

/** The words of a failed command's answer, wherever imapflow put them. */
const answerText = (error: ImapError): string =>
  [error.responseText, typeof error.response === 'string' ? error.response : '', error.message].join(' ');

/**
 * What an IMAP failure means for the person, as a sentence saying what to do: never a 500. A
 * failure this code does not know is still the mailbox's (422), with the server's own words.
 */
export const explainImapError = (
  error: unknown,
  account: Pick<MailboxAccount, 'host' | 'port' | 'folder'>,
) => {
  if (error instanceof AppError) return error;
  const failure = (error ?? {}) as ImapError;
  const where = `${account.host}:${account.port}`;
  if (failure.authenticationFailed || failure.serverResponseCode === 'AUTHENTICATIONFAILED') {
    if (APP_PASSWORD.test(answerText(failure)))
      return new AppError(
        'MAILBOX_LOGIN_FAILED',
        'This mailbox needs an app password: create one in your mail account’s security settings and use it instead of your usual password.',
      );
    return new AppError(
      'MAILBOX_LOGIN_FAILED',
      'The mail server did not accept this user name and password: check them, and use an app password if your account has two-step sign-in.',
    );
  }
  if (failure.mailboxMissing || failure.serverResponseCode === 'NONEXISTENT')
    return new AppError(
      'MAILBOX_FOLDER_MISSING',
      `The folder "${account.folder}" does not exist in this mailbox: check its name (INBOX is the inbox).`,
    );
  if (failure.tlsFailed && /STARTTLS/.test(failure.message ?? ''))
    return new AppError(
      'MAILBOX_REFUSED',
      `The mail server at ${where} does not offer a secure connection (STARTTLS): turn on TLS and use its TLS port (usually 993).`,
    );
  if (failure.tlsFailed || TLS_CODE.test(failure.code ?? ''))
    return new AppError(
      'MAILBOX_UNREACHABLE',
      `A secure (TLS) connection to ${where} failed: check the port (993 for TLS) and that the server has a valid certificate.`,
    );
  if (UNREACHABLE_CODE.test(failure.code ?? ''))
    return new AppError(
      'MAILBOX_UNREACHABLE',
      `The mail server at ${where} did not answer: check the server name and port, and try again later.`,
    );
  if (failure.code === 'ETHROTTLE')
    return new AppError(
      'MAILBOX_UNREACHABLE',
      'The mail server asks us to slow down: the next sync tries again.',
    );
  const said = (failure.responseText ?? failure.message ?? '').replace(/\s+/g, ' ').slice(0, 200);
  return new AppError(
    'MAILBOX_UNREACHABLE',
    `Reading the mailbox at ${where} failed${said ? ` (${said})` : ''}: check the settings and try again.`,
  );
};

const domainOf = (address: string | undefined): string | null => {
  const at = address?.lastIndexOf('@') ?? -1;
  return address && at >= 0 ? address.slice(at + 1).toLowerCase() || null : null;
};

const dateOf = (value: Date | string | undefined): Date | null => {
  if (value === undefined) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * The mailbox over IMAP with imapflow: TLS from the first byte (`secure`), or STARTTLS required —
 * plain IMAP only to this machine (loopback). The connection goes to the address judged, with the
 * host's name for the certificate check.
 */
export const createImapMailbox = ({
  allowPrivate,
  resolve,
  plainOnLoopback = true,
}: {
  allowPrivate: boolean;
  resolve?: Resolver;
  /** Whether plain IMAP is accepted on loopback (always, but for the test of the TLS rule). */
  plainOnLoopback?: boolean;
}): Mailbox => {
  const session = async <T>(account: MailboxAccount, work: (client: ImapFlow) => Promise<T>): Promise<T> => {
    const { address, loopback } = await resolveMailHost(account.host, {
      allowPrivate,
      ...(resolve ? { resolve } : {}),
    });
    const client = new ImapFlow({
      host: address,
      port: account.port,
      secure: account.secure,
      servername: ipaddr.isValid(account.host.replace(/^\[|\]$/g, '')) ? undefined : account.host,
      // Without TLS from the first byte, STARTTLS is required, except on this machine.
      doSTARTTLS: account.secure ? undefined : !(loopback && plainOnLoopback),
      auth: { user: account.username, pass: account.password },
      logger: false,
      disableAutoIdle: true,
      connectionTimeout: CONNECT_MS,
      greetingTimeout: CONNECT_MS,
      socketTimeout: SOCKET_MS,
    });
    // A dropped connection is also reported as an event: the awaited call below carries it.
    client.on('error', () => {});
    try {
      await client.connect();
      return await work(client);
    } catch (error) {
      throw explainImapError(error, account);
    } finally {
      await client.logout().catch(() => client.close());
    }
  };

  return {
    check: (account) =>
      session(account, async (client) => {
        await client.mailboxOpen(account.folder, { readOnly: true });
      }),

    fetchNew: (account, mark, since, limit) =>
      session(account, async (client) => {
        const opened = await client.mailboxOpen(account.folder, { readOnly: true });
        const uidValidity = String(opened.uidValidity);
        const continues = mark.uidValidity === uidValidity && mark.lastUid !== null;
        const after = continues ? (mark.lastUid as number) : 0;
        const found =
          opened.exists === 0
            ? []
            : (await client.search(continues ? { uid: `${after + 1}:*` } : { since }, { uid: true })) || [];
        // "n:*" always names the newest message, even one read before: only UIDs past the mark count.
        const uids = found
          .filter((uid) => uid > after)
          .sort((a, b) => a - b)
          .slice(0, limit);
        const messages: FetchedMessage[] = [];
        if (uids.length > 0) {
          const heads = await client.fetchAll(
            uids.join(','),
            { uid: true, size: true, envelope: true, internalDate: true },
            { uid: true },
          );
          for (const head of heads.sort((a, b) => a.uid - b.uid)) {
            // A message larger than the reader takes is passed over (its UID still counts as read).
            if ((head.size ?? 0) > INBOX_MESSAGE_MAX_BYTES) continue;
            const full = await client.fetchOne(String(head.uid), { uid: true, source: true }, { uid: true });
            const raw = full ? full.source : undefined;
            if (!raw) continue;
            messages.push({
              uid: head.uid,
              raw,
              messageId: head.envelope?.messageId?.trim() || null,
              date: dateOf(head.envelope?.date) ?? dateOf(head.internalDate),
              senderDomain: domainOf(head.envelope?.from?.[0]?.address),
              subject: (head.envelope?.subject ?? '').trim(),
            });
          }
        }
        // Nothing new: the mark moves to the folder's newest UID, so the next sync asks by UID alone.
        const newest = Math.max(0, (opened.uidNext ?? 1) - 1);
        const lastUid = uids.length > 0 ? (uids[uids.length - 1] as number) : Math.max(after, newest);
        return { mark: { uidValidity, lastUid }, messages };
      }),
  };
};
