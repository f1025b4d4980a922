import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { dovecotForFile } from '../../../test/dovecot.ts';
import { createJob, signedInUser } from '../../../test/factories.ts';
import { fileTestApp } from '../../../test/file-test-app.ts';
import { createTestReader, testMail } from '../../../test/inbox-messages.ts';
import { TEST_ORIGIN } from '../../../test/test-app.ts';

const t = await fileTestApp({ INBOX_ALLOW_PRIVATE_HOSTS: 'true' });
const { reader, seen } = createTestReader();
t.app.useInboxReader(reader);

const { dovecot, connection: account } = dovecotForFile({
  kari: 'kari-imap-pw',
  ola: 'ola-imap-pw',
  tom: 'tom-imap-pw',
});

type Auth = { auth: Record<string, string> };
const call = (method: string, url: string, user: Auth, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: { origin: TEST_ORIGIN, ...user.auth },
    ...(payload ? { payload } : {}),
  });
const newJob = async (user: Auth, company: string, position: string) =>
  (await createJob(t, user.auth, { company, position })).jobId;
const DAY = 24 * 60 * 60 * 1000;

describe('a connected mailbox on a real IMAP server', () => {
  it('connect → mail delivered → sync → suggestions → accept → the job moves and the interview is set → disconnect deletes the facts', async () => {
    const kari = await signedInUser(t);
    const fjordId = await newJob(kari, 'Fjord AS', 'Frontend developer');
    const now = t.clock.now();

    const connected = await call('PUT', '/api/inbox/connection', kari, account('kari', 'kari-imap-pw'));
    expect(connected.statusCode).toBe(200);
    expect(connected.json()).toMatchObject({ host: '127.0.0.1', username: 'kari', folder: 'INBOX' });
    expect(connected.body).not.toContain('kari-imap-pw');
    const shown = await call('GET', '/api/inbox/connection', kari);
    expect(shown.json().connection).toMatchObject({ username: 'kari', autoApply: false, lastSyncAt: null });
    expect(shown.body).not.toContain('kari-imap-pw');

    // Older than 30 days: the first sync does not reach it.
    await dovecot.deliver(
      'kari',
      testMail({ messageId: 'old@fjord.no', subject: 'Old news', kind: 'rejected', company: 'Fjord AS' }),
      new Date(now.getTime() - 40 * DAY),
    );
    await dovecot.deliver(
      'kari',
      testMail({
        messageId: 'invite@fjord.no',
        subject: 'Invitasjon til intervju',
        from: 'rekruttering@fjord.no',
        kind: 'interview',
        company: 'Fjord AS',
        position: 'Frontend developer',
        interviewAt: '2027-01-12T13:00:00.000Z',
      }),
      new Date(now.getTime() - 2 * DAY),
    );
    await dovecot.deliver(
      'kari',
      testMail({ messageId: 'alert@jobs.example', subject: 'New jobs for you', kind: 'other' }),
      new Date(now.getTime() - DAY),
    );
    await dovecot.deliver(
      'kari',
      testMail({
        messageId: 'receipt@havn.no',
        subject: 'Thank you for your application',
        from: 'no-reply@havn.no',
        kind: 'applied',
        company: 'Havn ASA',
        position: 'Data engineer',
      }),
      new Date(now.getTime() - DAY),
    );

    const synced = await call('POST', '/api/inbox/sync', kari);
    expect(synced.statusCode).toBe(200);
    expect(synced.json().read).toBe(3);
    const suggestions = (await call('GET', '/api/inbox/suggestions', kari)).json().suggestions;
    expect(suggestions).toHaveLength(2);
    const invite = suggestions.find((s: { kind: string }) => s.kind === 'interview');
    expect(invite).toMatchObject({
      company: 'Fjord AS',
      position: 'Frontend developer',
      jobId: fjordId,
      interviewAt: '2027-01-12T13:00:00.000Z',
      subject: 'Invitasjon til intervju',
    });
    // What is kept per message: Message-ID, date, sender's domain, subject and the facts; never the body.
    const kept = await t.db.selectFrom('inbox_messages').selectAll().execute();
    expect(kept.map((row) => row.message_id).sort()).toEqual([
      '<alert@jobs.example>',
      '<invite@fjord.no>',
      '<receipt@havn.no>',
    ]);
    expect(kept.find((row) => row.message_id === '<invite@fjord.no>')?.sender_domain).toBe('fjord.no');
    expect(JSON.stringify(kept)).not.toContain('never keep');

    // Nothing new: a second sync reads nothing and suggests nothing again.
    const again = await call('POST', '/api/inbox/sync', kari);
    expect(again.json()).toEqual({ read: 0, suggestions: [] });

    const accepted = await call('POST', `/api/inbox/suggestions/${invite.id}/accept`, kari);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().jobId).toBe(fjordId);
    const job = (await call('GET', `/api/jobs/${fjordId}`, kari)).json();
    expect(job.status).toBe('interviewed');
    expect(new Date(job.nextInterviewDate).toISOString()).toBe('2027-01-12T13:00:00.000Z');
    const timeline = (await call('GET', `/api/jobs/${fjordId}/timeline`, kari)).json().events;
    expect(timeline).toContainEqual(
      expect.objectContaining({
        kind: 'email-applied',
        subject: 'Invitasjon til intervju',
        mailKind: 'interview',
        suggestionId: invite.id,
      }),
    );
    expect((await call('POST', `/api/inbox/suggestions/${invite.id}/accept`, kari)).statusCode).toBe(409);

    // The receipt matched no job: accepting it adds the job in Applied.
    const receipt = suggestions.find((s: { kind: string }) => s.kind === 'applied');
    const added = await call('POST', `/api/inbox/suggestions/${receipt.id}/accept`, kari);
    const addedJob = (await call('GET', `/api/jobs/${added.json().jobId}`, kari)).json();
    expect(addedJob).toMatchObject({ company: 'Havn ASA', position: 'Data engineer', status: 'applied' });
    expect((await call('GET', '/api/inbox/suggestions', kari)).json().suggestions).toEqual([]);

    // A mail that arrives later is read by UID on the next sync.
    await dovecot.deliver(
      'kari',
      testMail({ messageId: 'no@fjord.no', subject: 'Dessverre', kind: 'rejected', company: 'Fjord AS' }),
    );
    const later = (await call('POST', '/api/inbox/sync', kari)).json();
    expect(later.read).toBe(1);
    expect(later.suggestions[0]).toMatchObject({ kind: 'rejected', jobId: fjordId });
    // Each message went through the reader once, the one older than 30 days never.
    expect(seen.filter((id) => id.endsWith('fjord.no>') || id.endsWith('havn.no>')).sort()).toEqual([
      '<invite@fjord.no>',
      '<no@fjord.no>',
      '<receipt@havn.no>',
    ]);

    const disconnected = await call('DELETE', '/api/inbox/connection', kari);
    expect(disconnected.statusCode).toBe(200);
    expect((await call('GET', '/api/inbox/connection', kari)).json()).toEqual({ connection: null });
    expect(await t.db.selectFrom('inbox_messages').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('inbox_connections').selectAll().execute()).toEqual([]);
    expect((await call('GET', '/api/inbox/suggestions', kari)).json()).toEqual({ suggestions: [] });
    // What was applied to the board stays.
    expect((await call('GET', `/api/jobs/${fjordId}`, kari)).json().status).toBe('interviewed');
  }, 60_000);
});

describe('connecting', () => {
  it('answers a wrong password with a sentence and keeps nothing', async () => {
    const ola = await signedInUser(t);
    const wrong = await call('PUT', '/api/inbox/connection', ola, account('ola', 'not-the-password'));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      code: 'MAILBOX_LOGIN_FAILED',
      message: expect.stringMatching(/did not accept this user name and password: check them/),
    });
    expect((await call('GET', '/api/inbox/connection', ola)).json()).toEqual({ connection: null });
  });

  it('answers a missing folder and a closed port with what to do', async () => {
    const ola = await signedInUser(t);
    const folder = await call(
      'PUT',
      '/api/inbox/connection',
      ola,
      account('ola', 'ola-imap-pw', { folder: 'Jobbsøknader' }),
    );
    expect(folder.statusCode).toBe(422);
    expect(folder.json()).toMatchObject({
      code: 'MAILBOX_FOLDER_MISSING',
      message:
        'The folder "Jobbsøknader" does not exist in this mailbox: check its name (INBOX is the inbox).',
    });
    const closed = await call('PUT', '/api/inbox/connection', ola, { ...account('ola', 'x'), port: 1 });
    expect(closed.statusCode).toBe(422);
    expect(closed.json()).toMatchObject({
      code: 'MAILBOX_UNREACHABLE',
      message: expect.stringMatching(/did not answer: check the server name and port/),
    });
  });

  it('keeps the password sealed at rest', async () => {
    const tom = await signedInUser(t);
    expect((await call('PUT', '/api/inbox/connection', tom, account('tom', 'tom-imap-pw'))).statusCode).toBe(
      200,
    );
    const rows = await t.db
      .selectFrom('inbox_connections')
      .selectAll()
      .where('username', '=', 'tom')
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain('tom-imap-pw');
    expect(rows[0]?.password_secret).toMatch(/^v1\./);
    const exported = await call('GET', '/api/auth/export', tom);
    expect(exported.statusCode).toBe(200);
    expect(exported.rawPayload.includes(Buffer.from('tom-imap-pw'))).toBe(false);
    await call('DELETE', '/api/inbox/connection', tom);
  });
});

describe('suggestions', () => {
  it('undo puts back the lane and interview, dismiss drops one, and another user sees none of them', async () => {
    const ola = await signedInUser(t);
    const stranger = await signedInUser(t);
    const jobId = await newJob(ola, 'Bølge AS', 'Designer');
    expect((await call('PUT', '/api/inbox/connection', ola, account('ola', 'ola-imap-pw'))).statusCode).toBe(
      200,
    );
    await dovecot.deliver(
      'ola',
      testMail({
        messageId: 'invite@bolge.no',
        subject: 'Intervju hos Bølge',
        kind: 'interview',
        company: 'Bølge AS',
        interviewAt: '2027-02-03T09:30:00.000Z',
      }),
    );
    await dovecot.deliver(
      'ola',
      testMail({ messageId: 'offer@elsewhere.no', subject: 'An offer', kind: 'offer', company: 'Annet AS' }),
    );
    const { suggestions } = (await call('POST', '/api/inbox/sync', ola)).json();
    const invite = suggestions.find((s: { kind: string }) => s.kind === 'interview');
    const offer = suggestions.find((s: { kind: string }) => s.kind === 'offer');

    for (const [method, url] of [
      ['POST', `/api/inbox/suggestions/${invite.id}/accept`],
      ['POST', `/api/inbox/suggestions/${invite.id}/undo`],
      ['DELETE', `/api/inbox/suggestions/${invite.id}`],
    ] as const)
      expect((await call(method, url, stranger)).statusCode).toBe(404);
    expect((await call('GET', '/api/inbox/suggestions', stranger)).json()).toEqual({ suggestions: [] });

    await call('POST', `/api/inbox/suggestions/${invite.id}/accept`, ola);
    expect((await call('GET', `/api/jobs/${jobId}`, ola)).json()).toMatchObject({ status: 'interviewed' });
    const undone = await call('POST', `/api/inbox/suggestions/${invite.id}/undo`, ola);
    expect(undone.statusCode).toBe(200);
    expect((await call('GET', `/api/jobs/${jobId}`, ola)).json()).toMatchObject({
      status: 'saved',
      nextInterviewDate: null,
    });
    const kinds = (await call('GET', `/api/jobs/${jobId}/timeline`, ola))
      .json()
      .events.map((event: { kind: string }) => event.kind);
    expect(kinds).toEqual(expect.arrayContaining(['email-applied', 'email-undone']));
    // Undone, the suggestion waits again; undoing twice is refused.
    expect((await call('POST', `/api/inbox/suggestions/${invite.id}/undo`, ola)).statusCode).toBe(409);

    expect((await call('DELETE', `/api/inbox/suggestions/${offer.id}`, ola)).statusCode).toBe(200);
    const left = (await call('GET', '/api/inbox/suggestions', ola)).json().suggestions;
    expect(left.map((s: { id: string }) => s.id)).toEqual([invite.id]);
    await call('DELETE', '/api/inbox/connection', ola);
  });

  it('applies them as they arrive when the owner chose so', async () => {
    const tom = await signedInUser(t);
    const jobId = await newJob(tom, 'Kyst AS', 'Tester');
    await call('PUT', '/api/inbox/connection', tom, account('tom', 'tom-imap-pw', { autoApply: true }));
    await dovecot.deliver(
      'tom',
      testMail({ messageId: 'no@kyst.no', subject: 'Dessverre', kind: 'rejected', company: 'Kyst AS' }),
    );
    const synced = (await call('POST', '/api/inbox/sync', tom)).json();
    expect(synced).toEqual({ read: 1, suggestions: [] });
    expect((await call('GET', `/api/jobs/${jobId}`, tom)).json().status).toBe('rejected');
    const events = (await call('GET', `/api/jobs/${jobId}/timeline`, tom)).json().events;
    expect(events).toContainEqual(expect.objectContaining({ kind: 'email-applied', subject: 'Dessverre' }));
    // A late receipt never moves a job back from its outcome.
    await dovecot.deliver(
      'tom',
      testMail({
        messageId: 'late@kyst.no',
        subject: 'We got your application',
        kind: 'applied',
        company: 'Kyst AS',
      }),
    );
    expect((await call('POST', '/api/inbox/sync', tom)).json().read).toBe(1);
    expect((await call('GET', `/api/jobs/${jobId}`, tom)).json().status).toBe('rejected');
    await call('DELETE', '/api/inbox/connection', tom);
  });

  it('the scheduler reads each due mailbox', async () => {
    const kari = await signedInUser(t);
    await call('PUT', '/api/inbox/connection', kari, account('kari', 'kari-imap-pw'));
    await dovecot.deliver(
      'kari',
      testMail({
        messageId: 'pass@fjell.no',
        subject: 'Takk for søknaden',
        kind: 'applied',
        company: 'Fjell AS',
      }),
    );
    await t.app.runInboxSyncPass();
    const { suggestions } = (await call('GET', '/api/inbox/suggestions', kari)).json();
    expect(suggestions.map((s: { subject: string }) => s.subject)).toContain('Takk for søknaden');
    expect((await call('GET', '/api/inbox/connection', kari)).json().connection.lastSyncAt).not.toBeNull();
    await call('DELETE', '/api/inbox/connection', kari);
  });
});

describe('the account', () => {
  it('exports the inbox facts without the password, and takes them along when deleted', async () => {
    const ola = await signedInUser(t);
    await call('PUT', '/api/inbox/connection', ola, account('ola', 'ola-imap-pw'));
    await dovecot.deliver(
      'ola',
      testMail({ messageId: 'export@fjell.no', subject: 'Vi vil gjerne invitere deg', kind: 'interview' }),
    );
    expect((await call('POST', '/api/inbox/sync', ola)).statusCode).toBe(200);

    const exported = await call('GET', '/api/auth/export', ola);
    expect(exported.statusCode).toBe(200);
    const zip = unzipSync(new Uint8Array(exported.rawPayload));
    const table = (name: string) =>
      JSON.parse(Buffer.from(zip[`data/${name}.json`] ?? []).toString('utf8')) as Record<string, unknown>[];
    expect(table('inbox_messages')).toContainEqual(
      expect.objectContaining({ message_id: '<export@fjell.no>', subject: 'Vi vil gjerne invitere deg' }),
    );
    const [connection] = table('inbox_connections');
    expect(connection).toMatchObject({ host: dovecot.host, username: 'ola' });
    expect(connection).not.toHaveProperty('password_secret');
    for (const file of Object.values(zip)) expect(Buffer.from(file).includes('ola-imap-pw')).toBe(false);

    const deleted = await call('POST', '/api/auth/delete-profile', ola, { password: ola.password });
    expect(deleted.statusCode).toBe(200);
    const left = await t.db
      .selectFrom('inbox_messages')
      .select('id')
      .where('message_id', '=', '<export@fjell.no>')
      .execute();
    expect(left).toEqual([]);
    expect(
      await t.db.selectFrom('inbox_connections').select('id').where('username', '=', 'ola').execute(),
    ).toEqual([]);
  });
});
