import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../../../test/factories.ts';
import { formOf, formPageAppOptions, TEST_INDEX_HTML, visitorAddress } from '../../../test/form-page.ts';
import { authorize } from '../../../test/oauth-browserless.ts';
import { socialTestApp } from '../../../test/social-test-app.ts';
import { createTestApp, TEST_ORIGIN } from '../../../test/test-app.ts';

// Google and Facebook sign-in started and finished by the server, against a real OIDC provider on
// loopback: the start's cookie, the provider's return answered as a page, and what a wrong return is told.

const [, , webDistDir, renderer] = await formPageAppOptions();
const { idp, t, account } = await socialTestApp('start', webDistDir, renderer);

type Injected = Awaited<ReturnType<typeof t.app.inject>>;
const cookieOf = (response: Injected, name: string) =>
  response.cookies.find((cookie) => cookie.name === name);

const start = (provider: string) =>
  t.app.inject({ method: 'GET', url: `/api/auth/social/${provider}/start`, remoteAddress: visitorAddress() });

/** The provider's return to the app, as the browser opens it (with the cookies it holds). */
const openCallback = (url: URL, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: cookie ? { cookie } : {},
    remoteAddress: visitorAddress(),
  });

/** Starts a sign-in and walks the provider's pages: the return address and the start's cookie. */
const throughProvider = async (provider: 'google' | 'facebook') => {
  const started = await start(provider);
  expect(started.statusCode).toBe(303);
  const location = new URL(started.headers.location as string);
  const callback = await authorize(
    `${location.origin}${location.pathname}`,
    Object.fromEntries(location.searchParams),
  );
  const kept = cookieOf(started, 'hl_social');
  return { callback, cookie: `hl_social=${kept?.value}`, location };
};

describe('starting a social sign-in on the server', () => {
  it('keeps state and the PKCE verifier in a short-lived HttpOnly cookie and sends the browser to the provider', async () => {
    const response = await start('google');
    expect(response.statusCode).toBe(303);
    expect(response.headers['cache-control']).toBe('no-store');
    const location = new URL(response.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${idp.issuer}/auth`);
    const state = location.searchParams.get('state');
    expect(state).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: 'google-client',
      redirect_uri: `${TEST_ORIGIN}/google/auth/callback`,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    const cookie = cookieOf(response, 'hl_social');
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/google/auth/callback',
      maxAge: 600,
    });
    const [keptState, verifier] = (cookie?.value ?? '').split('.');
    expect(keptState).toBe(state);
    // The challenge is the verifier's S256; the verifier itself never leaves in the address.
    expect(location.searchParams.get('code_challenge')).toBe(
      crypto
        .createHash('sha256')
        .update(verifier ?? '')
        .digest('base64url'),
    );
    expect(response.headers.location).not.toContain(verifier);
    // Each start is a new attempt.
    expect(new URL((await start('google')).headers.location as string).searchParams.get('state')).not.toBe(
      state,
    );
  });

  it('refuses a provider that is not offered (404) and one that does not exist (400)', async () => {
    expect((await start('myspace')).statusCode).toBe(400);
    const plain = await createTestApp();
    const refused = await plain.app.inject({ method: 'GET', url: '/api/auth/social/google/start' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(refused.cookies).toEqual([]);
    await plain.close();
  });
});

describe('the provider’s return, answered by the server', () => {
  it.each(['google', 'facebook'] as const)(
    '%s: signs in with the same session cookies as the API, forgets the attempt and goes into the app',
    async (provider) => {
      idp.nextLogin(account());
      const { callback, cookie } = await throughProvider(provider);
      expect(callback.pathname).toBe(`/${provider}/auth/callback`);
      const answer = await openCallback(callback, cookie);
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe('/');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(cookieOf(answer, 'hl_refresh')).toMatchObject({ httpOnly: true, path: '/api/auth' });
      expect(cookieOf(answer, 'hl_signed_in')).toMatchObject({ value: '1', path: '/' });
      // The attempt is forgotten: the cookie is cleared on its own path.
      expect(cookieOf(answer, 'hl_social')).toMatchObject({ value: '', path: `/${provider}/auth/callback` });

      // The same return again, now without the attempt's cookie: nothing happens, a sentence says why.
      const replay = await openCallback(callback);
      expect(replay.statusCode).toBe(400);
      expect(formOf(replay.body).error?.code).toBe('SOCIAL_STATE_INVALID');
      expect(replay.body).toContain('This sign-in link cannot be used');
      expect(cookieOf(replay, 'hl_refresh')).toBeUndefined();
    },
  );

  it('shows the sign-in page with a sentence when the returned state is not the cookie’s, and signs no one in', async () => {
    idp.nextLogin(account());
    const { callback, cookie } = await throughProvider('google');
    callback.searchParams.set('state', 'f'.repeat(64));
    const forged = await openCallback(callback, cookie);
    expect(forged.statusCode).toBe(400);
    expect(forged.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(formOf(forged.body)).toMatchObject({
      step: 'form',
      error: { status: 400, code: 'SOCIAL_STATE_INVALID' },
    });
    // The sign-in page, whose form posts to /login (not to the provider's return).
    expect(forged.body).toContain('action="/login" method="post"');
    expect(cookieOf(forged, 'hl_refresh')).toBeUndefined();
    expect(cookieOf(forged, 'hl_social')?.value).toBe('');
    // The attempt is spent: the right state afterwards, without its cookie, is refused too.
    callback.searchParams.set('state', cookie.split('=')[1]?.split('.')[0] ?? '');
    expect((await openCallback(callback)).statusCode).toBe(400);
  });

  it('shows the sign-in page with a sentence when the cookie is missing, or the state or code is', async () => {
    idp.nextLogin(account());
    const { callback, cookie } = await throughProvider('google');
    const noCookie = await openCallback(callback);
    expect(noCookie.statusCode).toBe(400);
    expect(formOf(noCookie.body).error?.code).toBe('SOCIAL_STATE_INVALID');
    const noState = new URL(callback);
    noState.searchParams.delete('state');
    expect(formOf((await openCallback(noState, cookie)).body).error?.code).toBe('SOCIAL_STATE_INVALID');
    const noCode = new URL(callback);
    noCode.searchParams.delete('code');
    expect(formOf((await openCallback(noCode, cookie)).body).error?.code).toBe('SOCIAL_STATE_INVALID');
    // A cookie of another shape is no attempt either.
    expect(formOf((await openCallback(callback, 'hl_social=x.y')).body).error?.code).toBe(
      'SOCIAL_STATE_INVALID',
    );
  });

  it('says a cancelled sign-in was cancelled, and the provider’s refusal of the code in its own words', async () => {
    idp.nextLogin('deny');
    const { callback, cookie } = await throughProvider('google');
    expect(callback.searchParams.get('error')).toBe('access_denied');
    const denied = await openCallback(callback, cookie);
    expect(denied.statusCode).toBe(400);
    expect(formOf(denied.body).error?.code).toBe('SOCIAL_CANCELLED');

    // A verifier the provider does not accept (another attempt's): the same service as the API refuses it.
    idp.nextLogin(account());
    const first = await throughProvider('google');
    const second = await throughProvider('google');
    const mixed = `hl_social=${first.cookie.split('=')[1]?.split('.')[0]}.${second.cookie.split('.')[1]}`;
    const refused = await openCallback(first.callback, mixed);
    expect(refused.statusCode).toBe(400);
    expect(formOf(refused.body).error).toMatchObject({
      code: 'SOCIAL_SIGN_IN_FAILED',
      message: 'Signing in with Google did not complete. Please try again.',
    });
  });

  it('never merges an e-mail that has a password account: the sign-in page says how to connect it', async () => {
    const user = await createVerifiedUser(t);
    idp.nextLogin(account(user.email));
    const { callback, cookie } = await throughProvider('google');
    const taken = await openCallback(callback, cookie);
    expect(taken.statusCode).toBe(409);
    expect(formOf(taken.body).error?.code).toBe('SOCIAL_EMAIL_IN_USE');
    expect(cookieOf(taken, 'hl_refresh')).toBeUndefined();
  });

  it('leaves a signed-in user’s own return (connecting a provider) to the app', async () => {
    idp.nextLogin(account());
    const { callback } = await throughProvider('google');
    const connecting = await openCallback(callback, 'hl_signed_in=1');
    expect(connecting.statusCode).toBe(200);
    expect(connecting.body).toBe(TEST_INDEX_HTML);
  });
});
