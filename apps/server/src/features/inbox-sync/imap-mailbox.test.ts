import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Dovecot, startDovecot } from '../../../test/dovecot.ts';
import { rejectionOf } from '../../../test/rejection.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { createImapMailbox, explainImapError, resolveMailHost } from './imap-mailbox.ts';

const resolving =
  (...addresses: string[]) =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? (6 as const) : (4 as const) }));

const refusal = (pending: Promise<unknown>) => rejectionOf(pending, AppError);

describe('which mail hosts the server connects to', () => {
  it('refuses private, loopback and link-local addresses, by name or literal, unless allowed', async () => {
    for (const [host, resolve] of [
      ['127.0.0.1', resolving()],
      ['[::1]', resolving()],
      ['10.1.2.3', resolving()],
      ['imap.internal.example', resolving('192.168.1.20')],
      ['metadata.example', resolving('169.254.169.254')],
      // One private address among public ones is enough to refuse the name.
      ['mixed.example', resolving('93.184.216.34', '172.16.0.5')],
    ] as const) {
      const error = await refusal(resolveMailHost(host, { allowPrivate: false, resolve }));
      expect(error.code).toBe('MAILBOX_REFUSED');
      expect(error.message).toContain('INBOX_ALLOW_PRIVATE_HOSTS=true');
    }
    expect(await resolveMailHost('127.0.0.1', { allowPrivate: true })).toEqual({
      address: '127.0.0.1',
      loopback: true,
    });
    expect(
      await resolveMailHost('bridge.example', { allowPrivate: true, resolve: resolving('192.168.1.20') }),
    ).toEqual({ address: '192.168.1.20', loopback: false });
  });

  it('connects to the public address it judged', async () => {
    expect(
      await resolveMailHost('imap.example.com', { allowPrivate: false, resolve: resolving('93.184.216.34') }),
    ).toEqual({ address: '93.184.216.34', loopback: false });
  });

  it('says so when the name does not resolve', async () => {
    const failing = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    const error = await refusal(
      resolveMailHost('imap.nowhere.example', { allowPrivate: false, resolve: failing }),
    );
    expect(error).toMatchObject({ code: 'MAILBOX_UNREACHABLE', status: 422 });
    expect(error.message).toBe(
      'No mail server was found at imap.nowhere.example: check the server name (such as imap.gmail.com).',
    );
  });
});

describe('an IMAP failure as a sentence', () => {
  const account = { host: 'imap.gmail.com', port: 993, folder: 'INBOX' };
  const explain = (error: object) => explainImapError(Object.assign(new Error('failed'), error), account);

  it('tells an app password from a wrong password', () => {
    const gmail = explain({
      authenticationFailed: true,
      serverResponseCode: 'ALERT',
      responseText:
        'Application-specific password required: https://support.google.com/accounts/answer/185833',
    });
    expect(gmail).toMatchObject({ code: 'MAILBOX_LOGIN_FAILED', status: 422 });
    expect(gmail.message).toMatch(/needs an app password: create one/);
    const wrong = explain({ authenticationFailed: true, responseText: 'Invalid credentials (Failure)' });
    expect(wrong.message).toMatch(/did not accept this user name and password/);
  });

  it('names a TLS failure, an unreachable host and a missing folder, and never answers 500', () => {
    expect(explain({ code: 'DEPTH_ZERO_SELF_SIGNED_CERT' }).message).toMatch(
      /secure \(TLS\) connection to imap.gmail.com:993 failed: check the port/,
    );
    expect(explain({ code: 'ECONNREFUSED' }).message).toMatch(
      /did not answer: check the server name and port/,
    );
    expect(explain({ mailboxMissing: true })).toMatchObject({ code: 'MAILBOX_FOLDER_MISSING' });
    const unknown = explain({ code: 'Whatever', responseText: 'Server is busy' });
    expect(unknown.status).toBe(422);
    expect(unknown.message).toContain('(Server is busy)');
  });
});

describe('TLS on a real IMAP server', () => {
  let dovecot: Dovecot;
  beforeAll(async () => {
    dovecot = await startDovecot({ kari: 'pw' });
  }, 30_000);
  afterAll(() => dovecot.stop());
  const account = () => ({
    host: dovecot.host,
    port: dovecot.port,
    secure: false,
    username: 'kari',
    password: 'pw',
    folder: 'INBOX',
  });

  it('reads plain IMAP on loopback, and elsewhere demands STARTTLS before the password is sent', async () => {
    await createImapMailbox({ allowPrivate: true }).check(account());
    // The same server as if it were not this machine: it offers no STARTTLS, so no login is tried.
    const strict = createImapMailbox({ allowPrivate: true, plainOnLoopback: false });
    const error = await refusal(strict.check(account()));
    expect(error.code).toBe('MAILBOX_REFUSED');
    expect(error.message).toBe(
      `The mail server at ${dovecot.host}:${dovecot.port} does not offer a secure connection (STARTTLS): turn on TLS and use its TLS port (usually 993).`,
    );
    // TLS from the first byte to a server that speaks plain IMAP fails with the TLS sentence.
    const tls = await refusal(
      createImapMailbox({ allowPrivate: true }).check({ ...account(), secure: true }),
    );
    expect(tls.message).toMatch(/secure \(TLS\) connection to .* failed|did not answer/);
  }, 30_000);
});
