import type { Endorsement, EndorsementRequest } from '@hirelane/contract/endorsements';
import { describe, expect, it } from 'vitest';
import { callApi, type Method, nextClientAddress, signedInUser, signIn } from '../../../test/factories.ts';
import { fileTestApp } from '../../../test/file-test-app.ts';

const t = await fileTestApp();
let owner = await signedInUser(t, { firstName: 'Kari', lastName: 'Nordmann' });
const otherUser = await signedInUser(t);
let other = otherUser.auth;

const call = (method: Method, url: string, payload?: unknown, headers?: Record<string, string>) =>
  callApi(t, method, url, payload, headers ?? owner.auth, nextClientAddress());
const asPublic = (method: Method, url: string, payload?: unknown) => call(method, url, payload, {});

let counter = 0;
const ask = async (overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
  counter += 1;
  const endorserEmail = `endorser.${counter}.${Date.now()}@example.test`;
  const sinceCount = t.inbox.mails.length;
  const response = await call(
    'POST',
    '/api/cv/endorsement/requests',
    {
      endorserName: 'Ola Leder',
      endorserEmail,
      relationship: 1,
      message: 'Would you write a few words?',
      ...overrides,
    },
    { ...owner.auth, ...headers },
  );
  expect(response.statusCode).toBe(201);
  const request: EndorsementRequest = response.json();
  const mail = await t.inbox.waitFor(String(overrides.endorserEmail ?? endorserEmail), { sinceCount });
  const link = /http:\/\/localhost:3000\/endorsement\/([\w-]+)/.exec(mail.text);
  return { request, mail, id: link?.[1] ?? '' };
};
const endorse = (requestId: string, overrides: Record<string, unknown> = {}) =>
  asPublic('POST', '/api/cv/public/endorsement', {
    requestId,
    endorserName: 'Ola Leder',
    endorserTitle: 'Engineering manager, Fjord AS',
    relationship: 1,
    text: 'Kari is the most thorough developer I have worked with.',
    ...overrides,
  });

describe('requesting an endorsement', () => {
  it('mails the endorser an unguessable link in the requester’s language', async () => {
    const { request, mail, id } = await ask({}, { 'accept-language': 'nb-NO' });
    expect(request).toMatchObject({
      endorserName: 'Ola Leder',
      relationship: 1,
      state: 'pending',
      remindedAt: null,
    });
    expect(id).toBe(request.userEndorsementRequestId);
    expect(Buffer.from(id, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(mail.subject).toBe('Kari Nordmann ber deg om en anbefaling');
    expect(mail.text).toContain('Would you write a few words?');
  });

  it('lists requests with their state and refuses bad input', async () => {
    await ask();
    const list: EndorsementRequest[] = (await call('GET', '/api/cv/endorsement/requests')).json();
    expect(list.length).toBeGreaterThanOrEqual(1);
    const bad = await call('POST', '/api/cv/endorsement/requests', {
      endorserName: '',
      endorserEmail: 'nope',
      relationship: 16,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['endorserEmail', 'endorserName', 'relationship']);
    const self = await call('POST', '/api/cv/endorsement/requests', {
      endorserName: 'Me',
      endorserEmail: owner.email,
      relationship: 3,
    });
    expect(self.json().message).toBe('Ask someone else: you cannot endorse yourself');
  });

  it('edits a pending request and allows one reminder a day, the first a day after the invitation', async () => {
    const { id, request } = await ask();
    const edit = {
      endorserName: 'Ola Leder',
      endorserEmail: request.endorserEmail,
      relationship: 2,
      message: 'Friendly reminder',
    };
    const tooEarly = await call('PUT', `/api/cv/endorsement/requests/${id}`, { ...edit, sendReminder: true });
    expect(tooEarly.statusCode).toBe(429);
    const edited = await call('PUT', `/api/cv/endorsement/requests/${id}`, edit);
    expect(edited.json()).toMatchObject({ relationship: 2, message: 'Friendly reminder', remindedAt: null });

    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    // A day later the access tokens have long expired: sign in again.
    owner = { ...owner, ...(await signIn(t, owner.email, owner.password)) };
    other = (await signIn(t, otherUser.email, otherUser.password)).auth;
    const before = t.inbox.mails.length;
    const reminded = await call('PUT', `/api/cv/endorsement/requests/${id}`, { ...edit, sendReminder: true });
    expect(reminded.statusCode).toBe(200);
    expect(reminded.json().remindedAt).not.toBeNull();
    const mail = await t.inbox.waitFor(request.endorserEmail, { sinceCount: before });
    expect(mail.subject).toMatch(/^Reminder: /);
    expect(
      (await call('PUT', `/api/cv/endorsement/requests/${id}`, { ...edit, sendReminder: true })).statusCode,
    ).toBe(429);
  });
});

describe('the endorser’s public side', () => {
  it('shows only what the endorser needs, without a token', async () => {
    const { id } = await ask({ message: 'We built the booking system together.' });
    const response = await asPublic('GET', `/api/cv/public/endorsement/requests/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      requesterName: 'Kari Nordmann',
      requesterHeadline: null,
      endorserName: 'Ola Leder',
      relationship: 1,
      message: 'We built the booking system together.',
    });
    expect(response.body).not.toContain(owner.email);
    expect(response.body).not.toContain('@example.test');
  });

  it('shows the requester’s one headline (the profile’s, set from either form), and null for an empty one', async () => {
    const requester = await signedInUser(t, { firstName: 'Åse', lastName: 'Ødegård' });
    const setHeadline = async (headline: string) => {
      const saved = await call(
        'PUT',
        '/api/cv/public-profile',
        { handle: `headline-${Date.now()}`, headline, isVisible: true },
        requester.auth,
      );
      expect(saved.statusCode).toBe(200);
    };
    const headlineOf = async (id: string) =>
      (await asPublic('GET', `/api/cv/public/endorsement/requests/${id}`)).json().requesterHeadline;
    await setHeadline('Utvikler i Tromsø');
    const { id } = await ask({}, requester.auth);
    expect(await headlineOf(id)).toBe('Utvikler i Tromsø');
    await setHeadline('');
    expect(await headlineOf(id)).toBeNull();
    const profile = await call(
      'PUT',
      '/api/jobs/application/profile',
      { firstName: 'Åse', lastName: 'Ødegård', headline: 'Designer i Bodø' },
      requester.auth,
    );
    expect(profile.statusCode).toBe(200);
    expect(await headlineOf(id)).toBe('Designer i Bodø');
  });

  it('submits once, notifies the requester and shows the endorsement on the CV', async () => {
    const { id } = await ask();
    const before = t.inbox.mails.length;
    const submitted = await endorse(id);
    expect(submitted.statusCode).toBe(201);
    const notice = await t.inbox.waitFor(owner.email, { sinceCount: before });
    expect(notice.subject).toBe('Ola Leder wrote you an endorsement');
    const replay = await endorse(id);
    expect(replay.statusCode).toBe(410);
    expect(replay.json().code).toBe('ENDORSEMENT_SUBMITTED');
    expect((await asPublic('GET', `/api/cv/public/endorsement/requests/${id}`)).json().code).toBe(
      'ENDORSEMENT_SUBMITTED',
    );
    const list: EndorsementRequest[] = (await call('GET', '/api/cv/endorsement/requests')).json();
    expect(list.find((r) => r.userEndorsementRequestId === id)?.state).toBe('submitted');
    const endorsements: Endorsement[] = (await call('GET', '/api/cv/endorsement')).json();
    expect(endorsements[0]).toMatchObject({
      endorserTitle: 'Engineering manager, Fjord AS',
      isVisible: true,
    });
  });

  it('lets only one of two simultaneous submissions through', async () => {
    const { id } = await ask();
    const [a, b] = await Promise.all([endorse(id), endorse(id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 410]);
  });

  it('declines, notifies, and the link then says so', async () => {
    const { id } = await ask();
    const before = t.inbox.mails.length;
    expect((await asPublic('PUT', `/api/cv/public/endorsement/requests/${id}/decline`)).statusCode).toBe(200);
    expect((await t.inbox.waitFor(owner.email, { sinceCount: before })).subject).toBe(
      'Ola Leder declined your endorsement request',
    );
    expect((await asPublic('GET', `/api/cv/public/endorsement/requests/${id}`)).json().code).toBe(
      'ENDORSEMENT_DECLINED',
    );
    expect((await endorse(id)).json().code).toBe('ENDORSEMENT_DECLINED');
    const edit = await call('PUT', `/api/cv/endorsement/requests/${id}`, {
      endorserName: 'X',
      endorserEmail: 'x@example.test',
      relationship: 0,
    });
    expect(edit.statusCode).toBe(409);
  });

  it('answers a withdrawn request with 410 and an unknown one with 404', async () => {
    const { id } = await ask();
    expect((await call('DELETE', `/api/cv/endorsement/requests/${id}`)).statusCode).toBe(200);
    const withdrawn = await asPublic('GET', `/api/cv/public/endorsement/requests/${id}`);
    expect(withdrawn.statusCode).toBe(410);
    expect(withdrawn.json()).toEqual({
      message: 'This endorsement request is no longer available',
      code: 'ENDORSEMENT_WITHDRAWN',
    });
    expect(
      (await call('GET', '/api/cv/endorsement/requests'))
        .json()
        .map((r: EndorsementRequest) => r.userEndorsementRequestId),
    ).not.toContain(id);
    const answered = await ask();
    await endorse(answered.id);
    const late = await call('DELETE', `/api/cv/endorsement/requests/${answered.id}`);
    expect(late.statusCode).toBe(409);
    expect((await asPublic('GET', `/api/cv/public/endorsement/requests/${answered.id}`)).json().code).toBe(
      'ENDORSEMENT_SUBMITTED',
    );
    const unknown = await asPublic('GET', '/api/cv/public/endorsement/requests/no-such-request');
    expect(unknown.statusCode).toBe(404);
  });

  it('limits the endorsement text and answers bad input with 400', async () => {
    const { id } = await ask();
    expect((await endorse(id, { text: 'Too short' })).json().fields.text).toBe(
      'Write at least 20 characters',
    );
    expect((await endorse(id, { text: 'x'.repeat(3001) })).json().fields.text).toBe(
      'Write at most 3000 characters',
    );
    expect((await endorse(id, { relationship: -1 })).statusCode).toBe(400);
  });

  it('rate-limits the public calls per address', async () => {
    const address = '127.0.98.1';
    let last = 0;
    for (let i = 0; i < 61; i += 1) {
      last = (
        await t.app.inject({
          method: 'GET',
          url: '/api/cv/public/endorsement/requests/unknown',
          remoteAddress: address,
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('received endorsements', () => {
  it('can be hidden from the public CV by their owner only', async () => {
    const { id } = await ask();
    await endorse(id);
    const [latest] = (await call('GET', '/api/cv/endorsement')).json() as Endorsement[];
    const hidden = await call('PUT', `/api/cv/endorsement/${latest?.endorsementId}/visibility`, {
      isVisible: false,
    });
    expect(hidden.json().isVisible).toBe(false);
    expect(
      (
        await call(
          'PUT',
          `/api/cv/endorsement/${latest?.endorsementId}/visibility`,
          { isVisible: true },
          other,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe("another user's requests", () => {
  it('answer 404 and are not listed', async () => {
    const { id } = await ask();
    expect(
      (
        await call(
          'PUT',
          `/api/cv/endorsement/requests/${id}`,
          { endorserName: 'X', endorserEmail: 'x@example.test', relationship: 0 },
          other,
        )
      ).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/cv/endorsement/requests/${id}`, undefined, other)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/cv/endorsement/requests', undefined, other)).json()).toEqual([]);
    expect((await call('GET', '/api/cv/endorsement', undefined, other)).json()).toEqual([]);
  });
});
