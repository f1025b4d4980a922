import type { Endorsement, EndorsementRequest } from '@hirelane/contract/endorsements';
import { describe, expect, it } from 'vitest';
import { callApi, type Method, signedInUser } from '../../../test/factories.ts';
import { fileTestApp } from '../../../test/file-test-app.ts';
import {
  formOf,
  formPageAppOptions,
  formPageContent,
  postForm,
  scriptTags,
  visitorAddress,
} from '../../../test/form-page.ts';
import { TEST_FORM_SCRIPTS } from '../../../test/source-renderer.ts';

const t = await fileTestApp(...(await formPageAppOptions()));
const owner = await signedInUser(t, { firstName: 'Kari', lastName: 'Nordmann' });

const call = (method: Method, url: string, payload?: unknown) =>
  callApi(t, method, url, payload, owner.auth, visitorAddress());
const open = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress: visitorAddress() });

let counter = 0;
/** A request mailed to a new endorser: its id is the page's address. */
const ask = async () => {
  counter += 1;
  const endorserEmail = `endorser.page.${counter}.${Date.now()}@example.test`;
  const response = await call('POST', '/api/cv/endorsement/requests', {
    endorserName: 'Ola Leder',
    endorserEmail,
    relationship: 1,
    message: 'Would you write a few words?',
  });
  expect(response.statusCode).toBe(201);
  const request: EndorsementRequest = response.json();
  return {
    id: request.userEndorsementRequestId,
    endorserEmail,
    url: `/endorsement/${request.userEndorsementRequestId}`,
  };
};
const stateOf = async (id: string) =>
  ((await call('GET', '/api/cv/endorsement/requests')).json() as EndorsementRequest[]).find(
    (request) => request.userEndorsementRequestId === id,
  )?.state;

const written = {
  intent: 'send',
  endorserName: 'Ola Leder',
  endorserTitle: 'Engineering manager, Fjord AS',
  relationship: '1',
  text: 'Kari is the most thorough developer I have worked with.',
};

describe("an endorser's page", () => {
  it('is whole HTML with the request as the API answers it, and nothing private', async () => {
    const { id, url, endorserEmail } = await ask();
    const page = await open(url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.body).toContain('Kari Nordmann');
    const api = await t.app.inject({ method: 'GET', url: `/api/cv/public/endorsement/requests/${id}` });
    expect(formPageContent(page.body)).toEqual({
      page: 'endorsement',
      id,
      request: { data: api.json() },
      form: { step: 'form', values: {} },
    });
    expect(page.body).not.toContain(endorserEmail);
    expect(page.body).not.toContain(owner.email);
    expect(scriptTags(page.body)).toContain(`<script type="module" src="${TEST_FORM_SCRIPTS[0]}">`);
  });

  it('answers an unknown request 404 and an answered one 410, as pages with the API’s reason', async () => {
    const unknown = await open('/endorsement/AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(formPageContent(unknown.body)).toMatchObject({
      request: { error: { status: 404, code: 'NOT_FOUND' } },
    });

    const { url } = await ask();
    expect((await postForm(t, url, written)).statusCode).toBe(200);
    const answered = await open(url);
    expect(answered.statusCode).toBe(410);
    expect(formPageContent(answered.body)).toMatchObject({
      request: { error: { status: 410, code: 'ENDORSEMENT_SUBMITTED' } },
    });
    expect(answered.body).not.toContain('Would you write a few words?');
  });

  it('sends the endorsement with a plain form; a form not filled in right is the API’s 400, kept', async () => {
    const { id, url } = await ask();
    const short = await postForm(t, url, { ...written, text: 'Great.' });
    expect(short.statusCode).toBe(400);
    expect(short.headers['cache-control']).toBe('no-store');
    const api = await t.app.inject({
      method: 'POST',
      url: '/api/cv/public/endorsement',
      payload: { requestId: id, ...written, relationship: 1, text: 'Great.' },
      remoteAddress: visitorAddress(),
    });
    expect(formOf(short.body)).toEqual({
      step: 'form',
      values: {
        endorserName: 'Ola Leder',
        endorserTitle: written.endorserTitle,
        relationship: '1',
        text: 'Great.',
      },
      error: { status: 400, ...api.json() },
    });
    expect(formPageContent(short.body)).toMatchObject({
      request: { data: { requesterName: 'Kari Nordmann' } },
    });
    expect(await stateOf(id)).toBe('pending');

    const sent = await postForm(t, url, written);
    expect(sent.statusCode).toBe(200);
    expect(formOf(sent.body)).toEqual({ step: 'sent', values: { requesterName: 'Kari Nordmann' } });
    expect(await stateOf(id)).toBe('submitted');
    const endorsements: Endorsement[] = (await call('GET', '/api/cv/endorsement')).json();
    expect(endorsements.find((endorsement) => endorsement.text === written.text)).toMatchObject({
      endorserName: 'Ola Leder',
      relationship: 1,
    });
    const again = await postForm(t, url, written);
    expect(again.statusCode).toBe(410);
    expect(formPageContent(again.body)).toMatchObject({
      request: { error: { code: 'ENDORSEMENT_SUBMITTED' } },
    });
  });

  it('declines only when asked twice', async () => {
    const { id, url } = await ask();
    const asked = await postForm(t, url, { intent: 'decline', text: 'Half a thought' });
    expect(asked.statusCode).toBe(200);
    expect(formOf(asked.body)).toEqual({ step: 'confirmDecline', values: { text: 'Half a thought' } });
    expect(await stateOf(id)).toBe('pending');

    const declined = await postForm(t, url, { intent: 'confirmDecline' });
    expect(declined.statusCode).toBe(200);
    expect(formOf(declined.body).step).toBe('declined');
    expect(await stateOf(id)).toBe('declined');
    const closed = await open(url);
    expect(closed.statusCode).toBe(410);
    expect(formPageContent(closed.body)).toMatchObject({
      request: { error: { code: 'ENDORSEMENT_DECLINED' } },
    });
  });

  it('refuses a post from another site (403) and a post that names no form of the page (400)', async () => {
    const { id, url } = await ask();
    const forged = await postForm(
      t,
      url,
      { intent: 'confirmDecline' },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(forged.statusCode).toBe(403);
    expect(formOf(forged.body).error?.code).toBe('BAD_ORIGIN');
    const odd = await postForm(t, url, { intent: 'delete-everything' });
    expect(odd.statusCode).toBe(400);
    expect(formOf(odd.body).error?.fields).toHaveProperty('intent');
    expect(await stateOf(id)).toBe('pending');
  });

  it('counts sends with the API’s own limit per address, and keeps what was written', async () => {
    const from = visitorAddress();
    const unknownId = 'BBBBBBBBBBBBBBBBBBBBBB';
    for (let i = 0; i < 5; i += 1) {
      expect((await postForm(t, `/endorsement/${unknownId}`, written, { from })).statusCode).toBe(404);
      const api = await t.app.inject({
        method: 'POST',
        url: '/api/cv/public/endorsement',
        payload: { requestId: unknownId, ...written, relationship: 1 },
        remoteAddress: from,
      });
      expect(api.statusCode).toBe(404);
    }
    const { id, url } = await ask();
    const limited = await postForm(t, url, written, { from });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(formOf(limited.body)).toMatchObject({
      step: 'form',
      values: { text: written.text, endorserTitle: written.endorserTitle },
      error: { status: 429, code: 'RATE_LIMITED' },
    });
    expect(formPageContent(limited.body)).toMatchObject({
      request: { data: { requesterName: 'Kari Nordmann' } },
    });
    expect(await stateOf(id)).toBe('pending');
  });
});
