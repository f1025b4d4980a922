import type { Job } from '@hirelane/contract/jobs';
import type { ReminderSettings } from '@hirelane/contract/reminders';
import { describe, expect, it } from 'vitest';
import {
  createJob,
  moveJob,
  nextClientAddress,
  postRaw,
  signedInUser,
  signIn,
} from '../../../test/factories.ts';
import { fileTestApp } from '../../../test/file-test-app.ts';
import type { ReceivedMail } from '../../../test/smtp-inbox.ts';
import { sourceRenderer } from '../../../test/source-renderer.ts';
import { createSecondInstance, TEST_ORIGIN } from '../../../test/test-app.ts';

// Follow-up reminders on the real app (SQLite, or PostgreSQL with TEST_DATABASE_URL), a loopback
// SMTP server and a fake clock: what a digest holds and when, in which language, the way out
// without a session (through the API and as a server-rendered page with a plain form), and one
// digest per day with two instances on one database.

const t = await fileTestApp({}, undefined, undefined, await sourceRenderer());

type User = Awaited<ReturnType<typeof signedInUser>> & { signedInAt?: number };
const DAY = 86_400_000;
const HOUR = 3_600_000;
/** 06:00 in Oslo (winter, UTC+1): before the default 07:00. */
const EARLY = new Date('2027-01-11T05:00:00.000Z');
/** 08:00 in Oslo. */
const MORNING = new Date('2027-01-11T07:00:00.000Z');

/** The user's headers, signing in again when the clock moved (access tokens are short-lived). */
const authOf = async (user: User) => {
  const now = t.clock.now().getTime();
  if (user.signedInAt !== now) {
    user.auth = (await signIn(t, user.email, user.password)).auth;
    user.signedInAt = now;
  }
  return user.auth;
};
const call = async (user: User, method: 'GET' | 'PUT', payload?: unknown) =>
  t.app.inject({
    method,
    url: '/api/reminders/settings',
    headers: await authOf(user),
    payload: payload as object,
  });
const saveSettings = async (user: User, changes: Partial<ReminderSettings>) => {
  const current = (await call(user, 'GET')).json<ReminderSettings>();
  const response = await call(user, 'PUT', { ...current, ...changes });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ReminderSettings>();
};

/** A new account that saved `changes` to its reminder settings, on a clock set to `from`. */
const userWithSettings = async (changes: Partial<ReminderSettings>, from: Date) => {
  const user = await signedInUser(t);
  await saveSettings(user, changes);
  t.clock.set(from);
  return user;
};

const newJob = async (user: User, position: string, company = 'Fjord AS'): Promise<Job> =>
  createJob(t, await authOf(user), { position, company });
const apply = async (user: User, job: Job) => {
  const response = await moveJob(t, await authOf(user), job.jobId, 'applied');
  expect(response.statusCode, response.body).toBe(200);
};
const setInterview = async (user: User, job: Job, at: string) => {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/jobs/${job.jobId}/nextInterview`,
    headers: await authOf(user),
    payload: { nextInterviewDate: at },
  });
  expect(response.statusCode, response.body).toBe(200);
};
/** A job of the user's with its next interview set at `at`. */
const createJobWithInterview = async (user: User, at: string, position: string, company?: string) => {
  const job = await newJob(user, position, company);
  await setInterview(user, job, at);
  return job;
};

/** One scheduler pass at `at`; the mails to `user` it sent (through the outbox, to the SMTP server). */
const passAt = async (at: Date, user: User): Promise<ReceivedMail[]> => {
  t.clock.set(at);
  const before = t.inbox.mails.length;
  await t.app.runReminderPass();
  await drainOutbox();
  return t.inbox.mails.slice(before).filter((mail) => mail.to.includes(user.email));
};
/** Waits until the outbox has handed every queued mail to the SMTP server. */
const drainOutbox = async () => {
  for (let i = 0; i < 250; i += 1) {
    const pending = await t.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .execute();
    if (pending.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the outbox did not drain');
};
const unsubscribeTokenOf = (mail: ReceivedMail): string => {
  const match = /\/unsubscribe\?token=([^\s"&<]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no unsubscribe link in "${mail.text}"`);
  return decodeURIComponent(match[1]);
};

describe('reminder settings', () => {
  it('start with both reminders on, 7 days, in Oslo time, and keep what the owner saves', async () => {
    const user = await signedInUser(t);
    expect((await call(user, 'GET')).json()).toEqual({
      staleEnabled: true,
      staleDays: 7,
      interviewEnabled: true,
      timeZone: 'Europe/Oslo',
    });
    const saved = await saveSettings(user, {
      staleDays: 10,
      interviewEnabled: false,
      timeZone: 'America/New_York',
    });
    expect(saved).toEqual({
      staleEnabled: true,
      staleDays: 10,
      interviewEnabled: false,
      timeZone: 'America/New_York',
    });
    expect((await call(user, 'GET')).json()).toEqual(saved);
  });

  it.each([
    [{ staleDays: 0 }, 'Enter at least 1 day'],
    [{ staleDays: 61 }, 'Enter at most 60 days'],
    [{ staleDays: 2.5 }, 'Enter a whole number of days'],
    [{ timeZone: 'Mars/Olympus_Mons' }, 'Choose a time zone from the list'],
  ])('refuse %o with a message a person understands', async (change, message) => {
    const user = await signedInUser(t);
    const response = await call(user, 'PUT', {
      staleEnabled: true,
      staleDays: 7,
      interviewEnabled: true,
      timeZone: 'Europe/Oslo',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
  });
});

describe('the daily digest', () => {
  it('names tomorrow’s interview in local time, from the morning on, once a day', async () => {
    const user = await signedInUser(t);
    t.clock.set(new Date(EARLY.getTime() - 2 * DAY));
    // 10:30 in Oslo the next day.
    const job = await createJobWithInterview(
      user,
      '2027-01-12T09:30:00.000Z',
      'Backend developer',
      'Equinor',
    );

    expect(await passAt(EARLY, user)).toEqual([]);
    const [mail, ...more] = await passAt(MORNING, user);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Hirelane: 1 reminder for today');
    expect(mail?.text).toContain('Interviews tomorrow:');
    expect(mail?.text).toContain('Backend developer at Equinor, tomorrow at 10:30');
    expect(mail?.text).toContain(`${TEST_ORIGIN}/?job=${job.jobId}`);
    expect(mail?.text).toContain(`${TEST_ORIGIN}/account/reminders`);
    expect(mail?.html).toContain(`<a href="${TEST_ORIGIN}/?job=${job.jobId}">`);
    expect(await passAt(new Date(MORNING.getTime() + 5 * HOUR), user)).toEqual([]);
  });

  it('leaves a day with nothing to say open: an interview set later that day still gets its digest', async () => {
    const user = await signedInUser(t);
    t.clock.set(new Date('2027-01-20T07:00:00.000Z'));
    expect(await passAt(new Date('2027-01-20T07:00:00.000Z'), user)).toEqual([]);
    await createJobWithInterview(user, '2027-01-21T10:00:00.000Z', 'Late addition', 'Evening AS');
    const [mail] = await passAt(new Date('2027-01-20T15:00:00.000Z'), user);
    expect(mail?.text).toContain('Late addition at Evening AS, tomorrow at 11:00');
  });

  it('follows the owner’s time zone: tomorrow in Oslo is not tomorrow in New York', async () => {
    const user = await userWithSettings(
      { timeZone: 'America/New_York' },
      new Date(MORNING.getTime() - 3 * DAY),
    );
    // 00:30 on the 13th in Oslo, but 18:30 on the 12th in New York.
    await createJobWithInterview(user, '2027-01-12T23:30:00.000Z', 'Designer', 'DNB');
    // 08:00 on the 11th in New York.
    const [mail] = await passAt(new Date('2027-01-11T13:00:00.000Z'), user);
    expect(mail?.text).toContain('Designer at DNB, tomorrow at 18:30');
  });

  it('reminds of a quiet application after N days, every N days while it stays quiet', async () => {
    const start = new Date('2027-02-01T08:00:00.000Z');
    const user = await userWithSettings({ staleDays: 7, interviewEnabled: false }, start);
    const job = await newJob(user, 'Data analyst', 'Kolonial');
    await apply(user, job);
    const mailsOnDay = async (day: number) => passAt(new Date(start.getTime() + day * DAY), user);

    expect(await mailsOnDay(6)).toEqual([]);
    const [seventh] = await mailsOnDay(7);
    expect(seventh?.text).toContain('No news for a while');
    expect(seventh?.text).toContain('Data analyst at Kolonial: no change for 7 days');
    expect(await mailsOnDay(8)).toEqual([]);
    const [fourteenth] = await mailsOnDay(14);
    expect(fourteenth?.text).toContain('no change for 14 days');
  });

  it('counts from the last change, and leaves out saved jobs and jobs with an interview ahead', async () => {
    const start = new Date('2027-03-01T08:00:00.000Z');
    const user = await userWithSettings({ staleDays: 3, interviewEnabled: false }, start);
    await newJob(user, 'Saved only', 'Nowhere');
    const interviewing = await newJob(user, 'With interview', 'Ahead AS');
    await apply(user, interviewing);
    await setInterview(user, interviewing, '2027-03-20T09:00:00.000Z');
    const changed = await newJob(user, 'Changed later', 'Later AS');
    await apply(user, changed);
    t.clock.set(new Date(start.getTime() + 2 * DAY));
    await apply(user, changed);

    const [mail] = await passAt(new Date(start.getTime() + 5 * DAY), user);
    expect(mail?.text).toContain('Changed later at Later AS: no change for 3 days');
    expect(mail?.text).not.toContain('Saved only');
    expect(mail?.text).not.toContain('With interview');
  });

  it('is written in the owner’s language', async () => {
    const user = await signedInUser(t);
    await t.db.updateTable('users').set({ locale: 'no' }).where('email', '=', user.email).execute();
    t.clock.set(new Date(MORNING.getTime() - DAY));
    await createJobWithInterview(user, '2027-01-12T12:00:00.000Z', 'Utvikler', 'Fjord AS');
    const [mail] = await passAt(MORNING, user);
    expect(mail?.subject).toBe('Hirelane: 1 påminnelse i dag');
    expect(mail?.text).toContain('Utvikler hos Fjord AS, i morgen kl. 13:00');
  });

  it('sends nothing to someone who turned both reminders off', async () => {
    const user = await userWithSettings(
      { staleEnabled: false, interviewEnabled: false },
      new Date(MORNING.getTime() - DAY),
    );
    await createJobWithInterview(user, '2027-01-12T12:00:00.000Z', 'Quiet');
    expect(await passAt(MORNING, user)).toEqual([]);
  });
});

/** The digest `user` gets on `day` for an interview the day after, made the day before. */
const digestFor = async (user: User, day: Date) => {
  t.clock.set(new Date(day.getTime() - DAY));
  await createJobWithInterview(user, new Date(day.getTime() + DAY).toISOString(), 'Tester');
  const [mail] = await passAt(day, user);
  if (!mail) throw new Error('no digest');
  return mail;
};

describe('unsubscribing from a digest, without signing in', () => {
  const unsubscribe = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/reminders/unsubscribe',
      payload: { token },
      remoteAddress: nextClientAddress(),
    });

  it('turns both reminders off from the mail’s link; the next days bring nothing', async () => {
    const user = await signedInUser(t);
    const mail = await digestFor(user, new Date('2027-04-05T08:00:00.000Z'));
    const token = unsubscribeTokenOf(mail);
    const response = await unsubscribe(token);
    expect(response.statusCode, response.body).toBe(200);
    expect((await call(user, 'GET')).json()).toMatchObject({ staleEnabled: false, interviewEnabled: false });
    await createJobWithInterview(user, '2027-04-07T12:00:00.000Z', 'Later');
    expect(await passAt(new Date('2027-04-06T08:00:00.000Z'), user)).toEqual([]);
    // The same link again: still fine, still off.
    expect((await unsubscribe(token)).statusCode).toBe(200);
  });

  it('answers mail apps’ one-click List-Unsubscribe (RFC 8058)', async () => {
    const user = await signedInUser(t);
    const mail = await digestFor(user, new Date('2027-04-12T08:00:00.000Z'));
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const address = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1];
    expect(address).toMatch(new RegExp(`^${TEST_ORIGIN}/api/reminders/unsubscribe\\?token=`));
    const url = new URL(address ?? '');
    const response = await postRaw(
      t,
      `${url.pathname}${url.search}`,
      'application/x-www-form-urlencoded',
      'List-Unsubscribe=One-Click',
      nextClientAddress(),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((await call(user, 'GET')).json()).toMatchObject({ staleEnabled: false, interviewEnabled: false });
  });

  it('refuses a forged, garbled or missing token with a clear 404', async () => {
    const user = await signedInUser(t);
    const token = unsubscribeTokenOf(await digestFor(user, new Date('2027-04-19T08:00:00.000Z')));
    const [id] = token.split('.');
    for (const bad of [
      `${id}.${'A'.repeat(43)}`,
      'not-a-token',
      `${crypto.randomUUID()}.${token.split('.')[1]}`,
    ]) {
      const response = await unsubscribe(bad);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'UNSUBSCRIBE_LINK_INVALID' });
    }
    const none = await t.app.inject({ method: 'POST', url: '/api/reminders/unsubscribe', payload: {} });
    expect(none.statusCode).toBe(404);
    expect((await call(user, 'GET')).json()).toMatchObject({ staleEnabled: true, interviewEnabled: true });
  });
});

describe('the unsubscribe page, from the server', () => {
  const headingOf = (html: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];
  const open = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers, remoteAddress: nextClientAddress() });
  const post = (url: string, body: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_ORIGIN, ...headers },
      payload: body,
      remoteAddress: nextClientAddress(),
    });

  it('opens without changing anything; its plain form turns reminders off', async () => {
    const user = await signedInUser(t);
    const token = unsubscribeTokenOf(await digestFor(user, new Date('2027-06-07T08:00:00.000Z')));
    const url = `/unsubscribe?token=${encodeURIComponent(token)}`;
    const page = await open(url);
    expect(page.statusCode).toBe(200);
    expect(headingOf(page.body)).toBe('Stop reminder e-mails');
    expect(page.body).toContain('<title>Stop reminder e-mails – Hirelane</title>');
    expect(page.body).toContain('<meta name="robots" content="noindex"/>');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    // The token leaves for no other site; the page's own form is posted with its origin.
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.headers['cache-control']).toBe('private, no-cache');
    // A form the browser sends without script: to this address, with the token.
    expect(page.body).toMatch(/<form method="post">/);
    expect(page.body).toContain(`<input type="hidden" name="token" value="${token}"/>`);
    expect(page.body).not.toMatch(/<script\b/);
    expect((await call(user, 'GET')).json()).toMatchObject({ staleEnabled: true, interviewEnabled: true });

    const done = await post(url, `token=${encodeURIComponent(token)}`, { 'accept-language': 'no' });
    expect(done.statusCode).toBe(200);
    expect(done.headers['cache-control']).toBe('no-store');
    expect(headingOf(done.body)).toBe('Påminnelser på e-post er skrudd av');
    expect(done.body).not.toContain('<form');
    expect((await call(user, 'GET')).json()).toMatchObject({ staleEnabled: false, interviewEnabled: false });
  });

  it('refuses its form posted from another site with a 403 page that changes nothing', async () => {
    const user = await signedInUser(t);
    const token = unsubscribeTokenOf(await digestFor(user, new Date('2027-06-21T08:00:00.000Z')));
    const url = `/unsubscribe?token=${encodeURIComponent(token)}`;
    const forged = await post(url, `token=${encodeURIComponent(token)}`, { origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
    expect(forged.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headingOf(forged.body)).toBe('Stop reminder e-mails');
    expect((await call(user, 'GET')).json()).toMatchObject({ staleEnabled: true, interviewEnabled: true });
  });

  it('answers a link that is not ours, or has no token, with a 404 page that changes nothing', async () => {
    const user = await signedInUser(t);
    const token = unsubscribeTokenOf(await digestFor(user, new Date('2027-06-14T08:00:00.000Z')));
    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    const url = `/unsubscribe?token=${encodeURIComponent(forged)}`;
    const opened = await open(url);
    expect(opened.statusCode).toBe(404);
    expect(headingOf(opened.body)).toBe('This link does not work');
    expect(opened.body).not.toContain('<form');
    // A form sent anyway (the page was open before the account went): refused, the same page.
    const posted = await post(url, `token=${encodeURIComponent(forged)}`);
    expect(posted.statusCode).toBe(404);
    expect(headingOf(posted.body)).toBe('This link does not work');
    const missing = await open('/unsubscribe', { cookie: 'hirelane-lang=no' });
    expect(missing.statusCode).toBe(404);
    expect(headingOf(missing.body)).toBe('Denne lenken er ufullstendig');
    expect((await call(user, 'GET')).json()).toMatchObject({ staleEnabled: true, interviewEnabled: true });
  });

  it('reads a form body only on the page: the API still takes no form from another site', async () => {
    const response = await post('/api/auth/login', 'email=a%40example.test&password=secret-secret');
    expect(response.statusCode).toBe(415);
    const oversized = await post('/unsubscribe', `token=${'x'.repeat(5000)}`);
    expect(oversized.statusCode).toBe(413);
  });
});

describe('two instances on one database', () => {
  it('send each digest once, however their passes overlap', async () => {
    const second = await createSecondInstance(t);
    try {
      const day = new Date('2027-05-10T08:00:00.000Z');
      t.clock.set(new Date(day.getTime() - DAY));
      const users = await Promise.all([1, 2, 3, 4].map(() => signedInUser(t)));
      for (const user of users) await createJobWithInterview(user, '2027-05-11T10:00:00.000Z', 'Twice?');

      t.clock.set(day);
      const before = t.inbox.mails.length;
      await Promise.all([t.app.runReminderPass(), second.runReminderPass(), t.app.runReminderPass()]);
      await drainOutbox();
      const digests = t.inbox.mails.slice(before);
      for (const user of users)
        expect(
          digests.filter((mail) => mail.to.includes(user.email)),
          user.email,
        ).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
