import fs from 'node:fs';
import path from 'node:path';
import type { InboxReadResponse } from '@hirelane/contract/inbox';
import { beforeEach, describe, expect, it } from 'vitest';
import { aiTestApp } from '../../../test/ai-test-app.ts';
import { createJob, fileForm, sampleFiles, signedInUser } from '../../../test/factories.ts';
import { fileTestApp } from '../../../test/file-test-app.ts';
import type { TestApp } from '../../../test/test-app.ts';

type Headers = Record<string, string>;

const fixture = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, '../../../test/inbox-fixtures/messages', name), 'utf8');
const fixtureNamed = (part: string) => {
  const file = fs
    .readdirSync(path.join(import.meta.dirname, '../../../test/inbox-fixtures/messages'))
    .find((name) => name.includes(part));
  if (!file) throw new Error(`no fixture named ${part}`);
  return fixture(file);
};

const t = await fileTestApp();
const owner = (await signedInUser(t)).auth;
const stranger = (await signedInUser(t)).auth;

const readJson = (app: TestApp, auth: Headers, raw: unknown) =>
  app.app.inject({ method: 'POST', url: '/api/inbox/read', headers: auth, payload: { raw } });
const readFile = (app: TestApp, auth: Headers, data: Buffer, name = 'message.eml', type = 'message/rfc822') =>
  app.app.inject({
    method: 'POST',
    url: '/api/inbox/read',
    headers: auth,
    body: fileForm({ name, type, data }),
  });

const invitation = [
  'From: "Oslo kommune" <noreply@webcruiter.no>',
  'To: kari@example.no',
  'Date: Wed, 02 Dec 2026 09:30:00 +0100',
  // RFC 2047: "Invitasjon til intervju – Rådgiver i Bærum" in UTF-8, base64.
  `Subject: =?UTF-8?B?${Buffer.from('Invitasjon til intervju – Rådgiver i Bærum').toString('base64')}?=`,
  'MIME-Version: 1.0',
  'Content-Type: text/plain; charset=utf-8',
  'Content-Transfer-Encoding: quoted-printable',
  '',
  'Hei,',
  '',
  'Vi vil gjerne invitere deg til intervju for stillingen R=C3=A5dgiver digitalisering i Oslo kommune.',
  '',
  'Tid: tirsdag 12. januar kl. 14.00',
  '',
].join('\r\n');

const ownJob = await createJob(t, owner, { company: 'Oslo kommune', position: 'Rådgiver digitalisering' });
// The stranger has the same job on their own board: it is never the owner's answer.
const strangersJob = await createJob(t, stranger, {
  company: 'Oslo kommune',
  position: 'Rådgiver digitalisering',
});

describe('POST /api/inbox/read', () => {
  it('reads a pasted message as JSON: kind, employer, position, interview and the caller’s own job', async () => {
    const response = await readJson(t, owner, invitation);
    expect(response.statusCode).toBe(200);
    const body = response.json() as InboxReadResponse;
    expect(body).toEqual({
      kind: 'interview',
      company: 'Oslo kommune',
      position: 'Rådgiver digitalisering',
      // No zone in the mail and none set by the user: Europe/Oslo, an hour ahead of UTC in January.
      interviewAt: '2027-01-12T13:00:00.000Z',
      jobId: ownJob.jobId,
      engine: 'rules',
      notice: null,
    });
    const theirs = (await readJson(t, stranger, invitation)).json() as InboxReadResponse;
    expect(theirs.jobId).toBe(strangersJob.jobId);
  });

  it('never matches another user’s job', async () => {
    const other = (await signedInUser(t)).auth;
    const body = (await readJson(t, other, invitation)).json() as InboxReadResponse;
    expect(body.kind).toBe('interview');
    expect(body.jobId).toBeNull();
  });

  it('reads the subject’s æøå from an RFC 2047 encoded word', async () => {
    const message = [
      'From: Bærum kommune <rekruttering@baerum.kommune.no>',
      `Subject: =?UTF-8?Q?S=C3=B8knad_mottatt_=E2=80=93_Spesialr=C3=A5dgiver_=C3=B8konomi?=`,
      'Date: Mon, 16 Nov 2026 09:12:04 +0100',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Takk for din søknad. Vi har mottatt søknaden din.',
    ].join('\r\n');
    const body = (await readJson(t, owner, message)).json() as InboxReadResponse;
    expect(body).toMatchObject({ kind: 'applied', position: 'Spesialrådgiver økonomi' });
  });

  it('reads a dropped .eml file from the multipart field `file`, judged by its content', async () => {
    const data = Buffer.from(fixtureNamed('ruter-interview-ics-oslo'));
    const response = await readFile(t, owner, data, 'invite.txt', 'text/plain');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      kind: 'interview',
      company: 'Ruter',
      interviewAt: '2027-01-18T08:00:00.000Z',
    });
  });

  it('reads a time without a zone in the time zone of the user’s reminder settings', async () => {
    const user = (await signedInUser(t)).auth;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/reminders/settings',
      headers: user,
      payload: { staleEnabled: false, staleDays: 14, interviewEnabled: false, timeZone: 'America/New_York' },
    });
    expect(saved.statusCode).toBe(200);
    const body = (await readJson(t, user, invitation)).json() as InboxReadResponse;
    expect(body.interviewAt).toBe('2027-01-12T19:00:00.000Z');
  });

  it('answers 422 with a sentence for a PDF, for prose without headers and for an empty file', async () => {
    for (const response of [
      await readFile(t, owner, sampleFiles.pdf().data, 'message.eml', 'application/pdf'),
      await readJson(t, owner, sampleFiles.pdf().data.toString('latin1')),
      await readJson(
        t,
        owner,
        'Hi Kari,\n\nThanks for your application. We will be in touch soon.\n\nBest, Equinor',
      ),
      await readFile(
        t,
        owner,
        Buffer.from('Dear team, I would like to apply for the position.'),
        'letter.eml',
      ),
    ]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'FILE_UNREADABLE',
        message: expect.stringMatching(/not an e-mail/),
      });
    }
  });

  it('answers 400 for an empty message and a multipart body without a file', async () => {
    expect((await readJson(t, owner, '')).statusCode).toBe(400);
    const form = new FormData();
    form.append('note', 'no file');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/inbox/read',
      headers: owner,
      body: form,
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers 413 with a sentence for a message over 5 MB, pasted or as a file', async () => {
    const big = `${invitation}\r\n${'x'.repeat(5 * 1024 * 1024)}`;
    for (const response of [await readJson(t, owner, big), await readFile(t, owner, Buffer.from(big))]) {
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: expect.stringMatching(/larger than 5 MB/),
      });
    }
  });

  it('answers 401 signed out', async () => {
    expect((await readJson(t, {}, invitation)).statusCode).toBe(401);
    expect((await readFile(t, {}, Buffer.from(invitation))).statusCode).toBe(401);
  });

  it('stores nothing: the board is the same after reading', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/jobs', headers: owner })).body;
    await readJson(t, owner, invitation);
    const after = (await t.app.inject({ method: 'GET', url: '/api/jobs', headers: owner })).body;
    expect(after).toBe(before);
  });
});

const { ai, withAi, user: aiUser } = await aiTestApp('sk-inbox', 'mail-model', '400');
const aiJob = await createJob(withAi, aiUser, {
  company: 'Fjord Software AS',
  position: 'Platform Engineer',
});

/** A mail the rules are unsure of: an invitation whose time is only in a sentence they do not read. */
const unsure = [
  'From: Lise Dahl <lise@fjordsoftware.no>',
  'Subject: Neste steg',
  'Date: Mon, 07 Dec 2026 10:00:00 +0100',
  'Content-Type: text/plain; charset=utf-8',
  '',
  'Hei Kari! Vi vil gjerne invitere deg til en prat om plattformrollen. Passer det over nyttår, første tirsdag, rett etter lunsj?',
].join('\r\n');

describe('with an OpenAI-compatible model', () => {
  beforeEach(() => ai.reset());

  it('lets the model read what the rules are unsure of, sent as data, and matches the board itself', async () => {
    ai.script({
      reply: 'completion',
      content: JSON.stringify({
        kind: 'interview',
        company: 'Fjord Software',
        position: 'Platform Engineer',
        interviewAt: '2027-01-05T12:30',
      }),
    });
    const response = await readJson(withAi, aiUser, unsure);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      kind: 'interview',
      company: 'Fjord Software',
      position: 'Platform Engineer',
      interviewAt: '2027-01-05T11:30:00.000Z',
      jobId: aiJob.jobId,
      engine: 'ai',
      notice: null,
    });
    const sent = ai.requests[0]?.body.messages?.[1]?.content;
    expect(String(sent)).toContain('<<<DATA');
    expect(String(sent)).toContain('plattformrollen');
  });

  it('falls back to the rules with a notice when the model fails', async () => {
    ai.script(
      { reply: 'status', status: 503 },
      { reply: 'status', status: 503 },
      { reply: 'status', status: 503 },
    );
    const body = (await readJson(withAi, aiUser, unsure)).json() as InboxReadResponse;
    expect(body.engine).toBe('rules');
    expect(body.notice).toMatch(/built-in reader read this message/);
  });

  it('falls back when the model answers with something unusable', async () => {
    ai.script({ reply: 'completion', content: '{"kind":"maybe"}' });
    const body = (await readJson(withAi, aiUser, unsure)).json() as InboxReadResponse;
    expect(body).toMatchObject({ engine: 'rules', notice: expect.stringMatching(/could not use/) });
  });

  it('leaves a message the rules are sure of to the rules', async () => {
    const body = (
      await readJson(withAi, aiUser, fixtureNamed('teamtailor-cognite-applied'))
    ).json() as InboxReadResponse;
    expect(body).toMatchObject({ kind: 'applied', engine: 'rules', notice: null });
    expect(ai.requests).toHaveLength(0);
  });
});
