import { describe, expect, it } from 'vitest';
import { createVerifiedUser, postJson, registration } from '../../../test/factories.ts';
import { fileTestApp } from '../../../test/file-test-app.ts';
import {
  formOf,
  formPageAppOptions,
  formPageContent,
  postForm,
  scriptTags,
  TEST_INDEX_HTML,
  visitorAddress,
} from '../../../test/form-page.ts';
import { codeFrom } from '../../../test/smtp-inbox.ts';
import { TEST_FORM_SCRIPTS } from '../../../test/source-renderer.ts';

const t = await fileTestApp(...(await formPageAppOptions()));

const open = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress: visitorAddress() });
const cookieOf = (response: { cookies: { name: string; value: string; path?: string }[] }, name: string) =>
  response.cookies.find((cookie) => cookie.name === name);

/** A session's cookies as the API's login sets them (name, path, flags; not the token itself). */
const cookieShapes = (response: { cookies: Record<string, unknown>[] }) =>
  response.cookies.map(({ value: _value, expires: _expires, ...rest }) => rest);

describe('the sign-in, sign-up and forgotten-password pages', () => {
  it('are whole HTML forms with one enhancement module, no state for a client, and no one’s private data', async () => {
    for (const [url, page, step] of [
      ['/login', 'login', 'form'],
      ['/signup', 'signup', 'form'],
      ['/forgot-password', 'forgotPassword', 'request'],
    ] as const) {
      const response = await open(url, { 'accept-language': 'nb' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toMatch(/^<!doctype html><html lang="no"/);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      // Its form posts carry the page's origin: no Referer leaves for another site, the own site gets it.
      expect(response.headers['referrer-policy']).toBe('same-origin');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(formPageContent(response.body)).toMatchObject({ page, form: { step, values: {} } });
      if (page !== 'forgotPassword')
        expect(formPageContent(response.body)).toMatchObject({ providers: { google: null, facebook: null } });
      // A plain form posted to the page itself.
      expect(response.body).toContain(`action="${url}" method="post"`);
      // Its one script: the enhancement module, as a module script; nothing to hydrate from.
      expect(scriptTags(response.body)).toEqual([`<script type="module" src="${TEST_FORM_SCRIPTS[0]}">`]);
      expect(response.body).not.toContain('application/json');
      expect(response.body).not.toContain('print-island');
      expect(response.body).not.toContain('hl_refresh');
    }
  });

  it('sends a signed-in visitor on into the app (303 to /), never the app’s own copy of the page', async () => {
    for (const url of ['/login', '/signup', '/forgot-password']) {
      const response = await open(url, { cookie: 'hl_signed_in=1' });
      expect(response.statusCode, url).toBe(303);
      expect(response.headers.location).toBe('/');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).not.toBe(TEST_INDEX_HTML);
    }
    // The same addresses, signed out: the pages.
    expect((await open('/login', { cookie: 'hl_signed_in=0' })).statusCode).toBe(200);
  });

  it('signs in with a plain form: 303 home with the same cookies as the API; a wrong password is a 401 page', async () => {
    const user = await createVerifiedUser(t);
    const wrong = await postForm(t, '/login', {
      intent: 'login',
      email: user.email,
      password: 'not-my-password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['cache-control']).toBe('no-store');
    expect(formOf(wrong.body)).toEqual({
      step: 'form',
      values: { email: user.email },
      error: { status: 401, code: 'INVALID_CREDENTIALS', message: 'Incorrect e-mail or password' },
    });
    expect(wrong.body).not.toContain('not-my-password');
    expect(cookieOf(wrong, 'hl_refresh')).toBeUndefined();

    const empty = await postForm(t, '/login', { intent: 'login', email: 'not an address', password: '' });
    expect(empty.statusCode).toBe(400);
    const api = await postJson(t, '/api/auth/login', { email: 'not an address', password: '' });
    expect(formOf(empty.body).error).toEqual({ status: 400, ...api.json() });

    const signedIn = await postForm(t, '/login', {
      intent: 'login',
      email: user.email,
      password: user.password,
    });
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe('/');
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const viaApi = await postJson(t, '/api/auth/login', { email: user.email, password: user.password });
    expect(cookieShapes(signedIn)).toEqual(cookieShapes(viaApi));
    expect(cookieOf(signedIn, 'hl_signed_in')?.value).toBe('1');
    // The cookie is a live session.
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      headers: { origin: 'http://localhost:3000' },
      cookies: { hl_refresh: cookieOf(signedIn, 'hl_refresh')?.value ?? '' },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('tells an unconfirmed account so, as the API does, and its resend leads to the code step', async () => {
    const user = registration();
    const from = visitorAddress();
    expect((await postJson(t, '/api/auth/register', user, {}, from)).statusCode).toBe(200);
    const unconfirmed = await postForm(t, '/login', { email: user.email, password: user.password });
    expect(unconfirmed.statusCode).toBe(403);
    expect(formOf(unconfirmed.body).error?.code).toBe('EMAIL_NOT_VERIFIED');

    // Its code was mailed a moment ago: another one only after a minute, as the API says.
    const tooSoon = await postForm(t, '/signup', { intent: 'resend', email: user.email }, { from });
    expect(tooSoon.statusCode).toBe(429);
    const api = await postJson(t, '/api/auth/resend-confirmation', { email: user.email }, {}, from);
    expect(api.statusCode).toBe(429);
    expect(formOf(tooSoon.body)).toEqual({
      step: 'verify',
      values: { email: user.email },
      error: { status: 429, ...api.json() },
    });
    t.clock.advance(61_000);
    const sinceCount = t.inbox.mails.length;
    const resent = await postForm(t, '/signup', { intent: 'resend', email: user.email }, { from });
    expect(resent.statusCode).toBe(200);
    expect(formOf(resent.body)).toEqual({ step: 'verify', values: { email: user.email } });
    await t.inbox.waitFor(user.email, { sinceCount });
  });

  it('counts sign-in posts with the API’s own limit, per address and e-mail', async () => {
    const from = visitorAddress();
    const email = `limited.${Date.now()}@example.test`;
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await postJson(t, '/api/auth/login', { email, password: 'wrong-wrong' }, {}, from)).statusCode,
      ).toBe(401);
      expect((await postForm(t, '/login', { email, password: 'wrong-wrong' }, { from })).statusCode).toBe(
        401,
      );
    }
    const limited = await postForm(t, '/login', { email, password: 'wrong-wrong' }, { from });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(formOf(limited.body)).toMatchObject({
      values: { email },
      error: { status: 429, code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many attempts/) },
    });
    expect(
      (await postJson(t, '/api/auth/login', { email, password: 'wrong-wrong' }, {}, from)).statusCode,
    ).toBe(429);
  });

  it('signs up: the form, then the e-mailed code, which signs in', async () => {
    const user = registration();
    const from = visitorAddress();
    const fields = {
      intent: 'register',
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      country: user.country,
      password: user.password,
    };
    // Without the privacy policy ticked: the API's own 400, the form kept but not the password.
    const unticked = await postForm(t, '/signup', fields, { from });
    expect(unticked.statusCode).toBe(400);
    expect(formOf(unticked.body)).toMatchObject({
      step: 'form',
      values: { firstName: user.firstName, email: user.email, country: 'NO' },
      error: { fields: { agreedToPrivacyPolicy: 'You must accept the privacy policy' } },
    });
    expect(unticked.body).not.toContain(user.password);

    const sinceCount = t.inbox.mails.length;
    const registered = await postForm(
      t,
      '/signup',
      { ...fields, agreedToPrivacyPolicy: 'on', consentedToMarketing: 'on' },
      { from, headers: { 'accept-language': 'nb' } },
    );
    expect(registered.statusCode).toBe(200);
    expect(formOf(registered.body)).toEqual({ step: 'verify', values: { email: user.email } });
    const mail = await t.inbox.waitFor(user.email, { sinceCount });
    // In the page's language.
    expect(mail.subject).toMatch(/^Din Hirelane-kode/);
    const code = codeFrom(mail);

    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await postForm(
      t,
      '/signup',
      { intent: 'verify', email: user.email, token: wrongCode },
      { from },
    );
    expect(wrong.statusCode).toBe(400);
    expect(formOf(wrong.body)).toMatchObject({
      step: 'verify',
      values: { email: user.email },
      error: { code: 'CODE_INVALID' },
    });
    expect(wrong.body).not.toContain(wrongCode);

    const verified = await postForm(
      t,
      '/signup',
      { intent: 'verify', email: user.email, token: code },
      { from },
    );
    expect(verified.statusCode).toBe(303);
    expect(verified.headers.location).toBe('/');
    expect(cookieOf(verified, 'hl_refresh')?.path).toBe('/api/auth');
    expect(cookieOf(verified, 'hl_signed_in')?.value).toBe('1');
    // The app, opened by the 303, says the address is confirmed: a notice that lives a minute.
    expect(cookieOf(verified, 'hl_notice')).toMatchObject({ value: 'emailConfirmed', maxAge: 60, path: '/' });
    const me = await postJson(t, '/api/auth/login', { email: user.email, password: user.password });
    expect(me.statusCode).toBe(200);
  });

  it('sets a forgotten password: e-mail, code and new password, then the new one signs in', async () => {
    const user = await createVerifiedUser(t);
    const from = visitorAddress();
    const sinceCount = t.inbox.mails.length;
    const asked = await postForm(t, '/forgot-password', { intent: 'request', email: user.email }, { from });
    expect(asked.statusCode).toBe(200);
    expect(formOf(asked.body)).toEqual({ step: 'code', values: { email: user.email } });
    const code = codeFrom(await t.inbox.waitFor(user.email, { sinceCount }));

    const short = await postForm(
      t,
      '/forgot-password',
      { intent: 'reset', email: user.email, code, newPassword: 'short' },
      { from },
    );
    expect(short.statusCode).toBe(400);
    expect(formOf(short.body)).toMatchObject({ step: 'code', values: { email: user.email } });
    expect(formOf(short.body).error?.fields).toHaveProperty('newPassword');
    expect(short.body).not.toContain(`"${code}"`);

    const newPassword = 'harbour-beacon-93';
    const done = await postForm(
      t,
      '/forgot-password',
      { intent: 'reset', email: user.email, code, newPassword },
      { from },
    );
    expect(done.statusCode).toBe(200);
    expect(formOf(done.body)).toEqual({ step: 'done', values: { email: user.email } });
    expect(done.body).not.toContain(newPassword);

    expect(
      (await postJson(t, '/api/auth/login', { email: user.email, password: user.password })).statusCode,
    ).toBe(401);
    const login = await postForm(t, '/login', { intent: 'login', email: user.email, password: newPassword });
    expect(login.statusCode).toBe(303);
  });

  it('refuses a form posted from another site with a 403 page, and does nothing', async () => {
    const user = await createVerifiedUser(t);
    const fields = { intent: 'login', email: user.email, password: user.password };
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/login' },
      {},
    ]) {
      const forged = await t.app.inject({
        method: 'POST',
        url: '/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: new URLSearchParams(fields).toString(),
        remoteAddress: visitorAddress(),
      });
      expect(forged.statusCode, JSON.stringify(headers)).toBe(403);
      expect(forged.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(formOf(forged.body).error?.code).toBe('BAD_ORIGIN');
      expect(cookieOf(forged, 'hl_refresh')).toBeUndefined();
    }
    // A page takes a form, nothing else.
    const json = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { origin: 'http://localhost:3000' },
      payload: fields,
      remoteAddress: visitorAddress(),
    });
    expect(json.statusCode).toBe(415);
    // Without Origin, a Referer from this app's own page is its own.
    const fromOwnPage = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        referer: 'http://localhost:3000/login',
      },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress: visitorAddress(),
    });
    expect(fromOwnPage.statusCode).toBe(303);
  });
});
