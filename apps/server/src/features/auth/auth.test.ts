import { describe, expect, it } from 'vitest';
import {
  createVerifiedUser,
  nextClientAddress,
  postJson,
  postRaw,
  refresh,
  refreshCookieOf,
  registration,
  signIn,
} from '../../../test/factories.ts';
import { fileTestApp } from '../../../test/file-test-app.ts';
import { codeFrom } from '../../../test/smtp-inbox.ts';
import { TEST_ORIGIN } from '../../../test/test-app.ts';

const t = await fileTestApp();

const register = (body: unknown, headers: Record<string, string> = {}) =>
  postJson(t, '/api/auth/register', body, headers, nextClientAddress());
const verify = (email: string, token: string) => postJson(t, '/api/auth/verify-email', { email, token });
const login = (email: string, password: string) => postJson(t, '/api/auth/login', { email, password });

describe('register', () => {
  it('stores an unverified user and mails a 6-digit code in the chosen language', async () => {
    const user = registration();
    const response = await register(user, { 'accept-language': 'no' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toContain(user.email);
    const mail = await t.inbox.waitFor(user.email);
    expect(mail.subject).toMatch(/^Din Hirelane-kode: \d{6}$/);
    expect(codeFrom(mail)).toMatch(/^\d{6}$/);
    const blocked = await login(user.email, user.password);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({
      message: 'Please confirm your e-mail address first. We can send you a new code.',
      code: 'EMAIL_NOT_VERIFIED',
    });
  });

  it('answers the same for a taken address and warns its owner instead of sending a code', async () => {
    const owner = await createVerifiedUser(t);
    const before = t.inbox.mails.length;
    const again = await register({ ...registration(), email: owner.email });
    expect(again.statusCode).toBe(200);
    const fresh = await register(registration());
    expect(Object.keys(again.json())).toEqual(Object.keys(fresh.json()));
    const mail = await t.inbox.waitFor(owner.email, { sinceCount: before });
    expect(mail.subject).toBe('Someone tried to sign up with your e-mail address');
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
    expect((await login(owner.email, owner.password)).statusCode).toBe(200);
  });

  it.each([
    ['privacy policy not accepted', { agreedToPrivacyPolicy: false }, 'agreedToPrivacyPolicy'],
    ['bad e-mail', { email: 'not-an-email' }, 'email'],
    ['short password', { password: 'short' }, 'password'],
    ['long password', { password: 'x'.repeat(129) }, 'password'],
    ['unknown country', { country: 'XX' }, 'country'],
    ['missing first name', { firstName: '' }, 'firstName'],
  ])('refuses %s with a 400 naming the field', async (_name, override, field) => {
    const response = await register(registration(override));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fields)).toContain(field);
    expect(body.message).not.toMatch(/at .*\.ts/);
  });

  it('rejects a common password but accepts a long passphrase without composition rules', async () => {
    const common = await register(registration({ password: 'password123' }));
    expect(common.statusCode).toBe(400);
    expect(common.json().fields.password).toMatch(/too common/);
    expect((await register(registration({ password: 'all lower case words here' }))).statusCode).toBe(200);
  });

  it('answers malformed JSON and wrong types with a clear 400', async () => {
    const malformed = await postRaw(t, '/api/auth/register', 'application/json', '{"firstName":');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      message: 'The request body is not valid JSON',
      code: 'MALFORMED_REQUEST',
    });
    const wrongType = await register({ ...registration(), consentedToMarketing: 'yes' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().fields.consentedToMarketing).toBe('This field must be a boolean');
    const empty = await register({});
    expect(empty.json().fields.firstName).toBe('This field is required');
  });
});

describe('verify-email', () => {
  const registerFresh = async () => {
    const user = registration();
    const sinceCount = t.inbox.mails.length;
    await register(user);
    return { user, code: codeFrom(await t.inbox.waitFor(user.email, { sinceCount })) };
  };
  const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

  it('confirms with the right code, once, and signs the user in as a login does', async () => {
    const { user, code } = await registerFresh();
    const ok = await verify(user.email, code);
    expect(ok.statusCode).toBe(200);
    const body = ok.json();
    expect(body).toEqual({
      message: 'Your e-mail address is confirmed. You are signed in.',
      accessToken: expect.any(String),
      idToken: expect.any(String),
      hideLoginGuide: false,
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/guides',
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    const cookie = ok.cookies.find((c) => c.name === 'hl_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/auth' });
    expect((await refresh(t, cookie?.value)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    const replay = await verify(user.email, code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('CODE_INVALID');
  });

  it('allows five wrong tries, then refuses even the right code until a new one is sent', async () => {
    const { user, code } = await registerFresh();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await verify(user.email, wrongCodeFor(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe('CODE_INVALID');
    }
    const locked = await verify(user.email, code);
    expect(locked.json()).toEqual({
      message: 'Too many wrong tries. Ask for a new code.',
      code: 'CODE_ATTEMPTS_EXCEEDED',
    });
    t.clock.advance(61_000);
    const sinceCount = t.inbox.mails.length;
    expect((await postJson(t, '/api/auth/resend-confirmation', { email: user.email })).statusCode).toBe(200);
    const newCode = codeFrom(await t.inbox.waitFor(user.email, { sinceCount }));
    expect((await verify(user.email, newCode)).statusCode).toBe(200);
  });

  it('refuses a code older than 10 minutes', async () => {
    const { user, code } = await registerFresh();
    t.clock.advance(10 * 60 * 1000 + 1);
    const expired = await verify(user.email, code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('CODE_EXPIRED');
  });

  it('retires the old code when a new one is sent', async () => {
    const { user, code } = await registerFresh();
    t.clock.advance(61_000);
    await postJson(t, '/api/auth/resend-confirmation', { email: user.email });
    expect((await verify(user.email, code)).json().code).toBe('CODE_INVALID');
  });

  it('answers an unknown address like a wrong code and refuses a malformed code', async () => {
    expect((await verify('nobody@example.test', '123456')).json().code).toBe('CODE_INVALID');
    const malformed = await verify('nobody@example.test', '12ab');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields.token).toBe('Enter the 6-digit code from the e-mail');
  });
});

describe('resend-confirmation', () => {
  it('sends at most one code a minute and five an hour, with Retry-After', async () => {
    const user = registration();
    await register(user);
    const resend = () => postJson(t, '/api/auth/resend-confirmation', { email: user.email });
    const tooSoon = await resend();
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    expect(tooSoon.json().message).toMatch(/^Please wait \d+ seconds/);
    for (let sent = 1; sent < 5; sent += 1) {
      t.clock.advance(61_000);
      expect((await resend()).statusCode).toBe(200);
    }
    t.clock.advance(61_000);
    const hourly = await resend();
    expect(hourly.statusCode).toBe(429);
    expect(hourly.json().message).toMatch(/5 codes this hour/);
    t.clock.advance(60 * 60 * 1000);
    expect((await resend()).statusCode).toBe(200);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = t.inbox.mails.length;
    const response = await postJson(t, '/api/auth/resend-confirmation', { email: 'ghost@example.test' });
    expect(response.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(t.inbox.mails.slice(before).some((mail) => mail.to.includes('ghost@example.test'))).toBe(false);
  });
});

describe('login, refresh and logout', () => {
  it('signs in with tokens and an HttpOnly refresh cookie', async () => {
    const user = await createVerifiedUser(t);
    const response = await login(user.email, user.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      accessToken: expect.any(String),
      idToken: expect.any(String),
      hideLoginGuide: false,
    });
    const [, payload] = body.idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims).toMatchObject({
      email: user.email,
      given_name: 'Kari',
      family_name: 'Nordmann',
      country: 'NO',
    });
    const header = JSON.parse(Buffer.from(body.accessToken.split('.')[0], 'base64url').toString());
    expect(header.alg).toBe('HS256');
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(15 * 60);
    const cookie = response.cookies.find((c) => c.name === 'hl_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });
    expect(cookie?.secure).toBeFalsy();
    expect(Buffer.from(cookie?.value ?? '', 'base64url').length).toBeGreaterThanOrEqual(32);
    // The web app's hint that a session may exist: readable by scripts, holds no secret.
    const hint = response.cookies.find((c) => c.name === 'hl_signed_in');
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(hint?.httpOnly).toBeFalsy();
  });

  it('answers a wrong password and an unknown user alike', async () => {
    const user = await createVerifiedUser(t);
    const wrong = await login(user.email, 'wrong-password-123');
    const unknown = await login('unknown@example.test', 'wrong-password-123');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ message: 'Incorrect e-mail or password', code: 'INVALID_CREDENTIALS' });
  });

  it('rotates the refresh token; reusing an old one after the grace revokes the family', async () => {
    const user = await createVerifiedUser(t);
    const session = await signIn(t, user.email, user.password);
    const first = await refresh(t, session.refreshToken);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ accessToken: expect.any(String), idToken: expect.any(String) });
    const rotated = refreshCookieOf(first);
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(session.refreshToken);

    t.clock.advance(11_000);
    const reuse = await refresh(t, session.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('REFRESH_INVALID');
    // The whole family is gone, including the token the thief would hold.
    expect((await refresh(t, rotated)).statusCode).toBe(401);
  });

  it('lets a parallel tab present the just-rotated token within 10 s without a new cookie', async () => {
    const user = await createVerifiedUser(t);
    const session = await signIn(t, user.email, user.password);
    const tabA = await refresh(t, session.refreshToken);
    t.clock.advance(2_000);
    const tabB = await refresh(t, session.refreshToken);
    expect(tabB.statusCode).toBe(200);
    expect(refreshCookieOf(tabB)).toBeUndefined();
    expect((await refresh(t, refreshCookieOf(tabA))).statusCode).toBe(200);
  });

  it('ends a family 30 days after sign-in, however often it was rotated', async () => {
    const user = await createVerifiedUser(t);
    let token = (await signIn(t, user.email, user.password)).refreshToken;
    for (let day = 0; day < 3; day += 1) {
      t.clock.advance(10 * 24 * 60 * 60 * 1000 - 1000);
      const response = await refresh(t, token);
      expect(response.statusCode).toBe(200);
      token = refreshCookieOf(response);
    }
    t.clock.advance(5_000);
    expect((await refresh(t, token)).statusCode).toBe(401);
  });

  it('refuses cookie calls from another origin or without one', async () => {
    const user = await createVerifiedUser(t);
    const session = await signIn(t, user.email, user.password);
    const foreign = await refresh(t, session.refreshToken, 'https://evil.example');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('BAD_ORIGIN');
    const noOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { hl_refresh: session.refreshToken ?? '' },
    });
    expect(noOrigin.statusCode).toBe(403);
    expect((await refresh(t, session.refreshToken)).statusCode).toBe(200);
  });

  it('refuses a refresh without a cookie', async () => {
    const response = await refresh(t, undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Your session has ended. Please sign in again.');
  });

  it('logout revokes the family and clears the cookie', async () => {
    const user = await createVerifiedUser(t);
    const session = await signIn(t, user.email, user.password);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: TEST_ORIGIN },
      cookies: { hl_refresh: session.refreshToken ?? '' },
    });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((c) => c.name === 'hl_refresh');
    expect(cleared?.value).toBe('');
    expect(out.cookies.find((c) => c.name === 'hl_signed_in')?.value).toBe('');
    expect((await refresh(t, session.refreshToken)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/jobs', headers: session.auth })).statusCode).toBe(
      401,
    );
  });
});

describe('rate limits', () => {
  it('answers the 11th registration from one address within 15 minutes with 429 and Retry-After', async () => {
    const address = '127.0.99.1';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await postJson(t, '/api/auth/register', registration(), {}, address)).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    const last = await postJson(t, '/api/auth/register', registration(), {}, address);
    expect(last.statusCode).toBe(429);
    expect(last.json().code).toBe('RATE_LIMITED');
    expect(last.json().message).toMatch(/^Too many attempts\. Please try again in/);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits login tries per address and e-mail', async () => {
    const address = '127.0.99.2';
    const tryLogin = (email: string) =>
      postJson(t, '/api/auth/login', { email, password: 'not-the-password' }, {}, address);
    for (let i = 0; i < 10; i += 1) expect((await tryLogin('victim@example.test')).statusCode).toBe(401);
    expect((await tryLogin('victim@example.test')).statusCode).toBe(429);
    expect((await tryLogin('someone-else@example.test')).statusCode).toBe(401);
  });

  it('limits verify tries per address and e-mail', async () => {
    const address = '127.0.99.3';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const response = await postJson(
        t,
        '/api/auth/verify-email',
        { email: 'a@example.test', token: '123456' },
        {},
        address,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
