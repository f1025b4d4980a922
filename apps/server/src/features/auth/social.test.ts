import { describe, expect, it } from 'vitest';
import { createVerifiedUser, postJson, refreshCookieOf, signIn } from '../../../test/factories.ts';
import { authorize, pkcePair } from '../../../test/oauth-browserless.ts';
import { socialTestApp } from '../../../test/social-test-app.ts';
import { createTestApp, TEST_ORIGIN } from '../../../test/test-app.ts';

const { idp, t, account } = await socialTestApp('social');

/** Runs the provider's side of a sign-in and returns what the callback page would post. */
const codeFrom = async (provider: 'google' | 'facebook', verifierOverride?: string) => {
  const { verifier, challenge } = pkcePair();
  const callback = await authorize(`${idp.issuer}/auth`, {
    client_id: `${provider}-client`,
    redirect_uri: `${TEST_ORIGIN}/${provider}/auth/callback`,
    response_type: 'code',
    scope: 'openid email profile',
    state: 'state-123',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  expect(callback.searchParams.get('state')).toBe('state-123');
  return { code: callback.searchParams.get('code') ?? '', codeVerifier: verifierOverride ?? verifier };
};

const basicOf = async (accessToken: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/jobs/application/profile/basic',
      headers: { authorization: `Bearer ${accessToken}` },
    })
  ).json();

describe('social sign-in', () => {
  it('tells the web app how to start, without the secret', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/social/providers' });
    expect(response.json()).toEqual({
      google: {
        clientId: 'google-client',
        authorizeUrl: `${idp.issuer}/auth`,
        scope: 'openid email profile',
      },
      facebook: {
        clientId: 'facebook-client',
        authorizeUrl: `${idp.issuer}/auth`,
        scope: 'openid email profile',
      },
    });
    expect(response.body).not.toContain('secret');
    const plain = await createTestApp();
    expect((await plain.app.inject({ method: 'GET', url: '/api/auth/social/providers' })).json()).toEqual({
      google: null,
      facebook: null,
    });
    expect(
      (await postJson(plain, '/api/auth/social/google', { code: 'x', codeVerifier: 'a'.repeat(64) }))
        .statusCode,
    ).toBe(404);
    await plain.close();
  });

  it.each(['google', 'facebook'] as const)(
    'signs in with %s like a password login, and finds the same user again',
    async (provider) => {
      const person = account();
      idp.nextLogin(person);
      const first = await postJson(t, `/api/auth/social/${provider}`, await codeFrom(provider));
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        accessToken: expect.any(String),
        idToken: expect.any(String),
        hideLoginGuide: false,
      });
      expect(refreshCookieOf(first)).toBeDefined();
      const profile = await basicOf(first.json().accessToken);
      expect(profile).toMatchObject({ email: person.email, firstName: 'Sol', lastName: 'Vik' });

      idp.nextLogin(person);
      const again = await postJson(t, `/api/auth/social/${provider}`, await codeFrom(provider));
      expect(await basicOf(again.json().accessToken)).toEqual(profile);
    },
  );

  it('refuses a wrong verifier and a replayed code, and creates no session', async () => {
    idp.nextLogin(account());
    const wrong = await postJson(t, '/api/auth/social/google', await codeFrom('google', 'f'.repeat(64)));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: 'Signing in with Google did not complete. Please try again.',
      code: 'SOCIAL_SIGN_IN_FAILED',
    });
    expect(refreshCookieOf(wrong)).toBeUndefined();

    idp.nextLogin(account());
    const pair = await codeFrom('google');
    expect((await postJson(t, '/api/auth/social/google', pair)).statusCode).toBe(200);
    const replay = await postJson(t, '/api/auth/social/google', pair);
    expect(replay.statusCode).toBe(400);
    expect(refreshCookieOf(replay)).toBeUndefined();
  });

  it('sends a denied consent back to the callback with an error and no code', async () => {
    idp.nextLogin('deny');
    const { challenge } = pkcePair();
    const callback = await authorize(`${idp.issuer}/auth`, {
      client_id: 'google-client',
      redirect_uri: `${TEST_ORIGIN}/google/auth/callback`,
      response_type: 'code',
      scope: 'openid email profile',
      state: 's',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('code')).toBeNull();
  });

  it('never merges into a password account by e-mail, but lets its owner connect the provider', async () => {
    const owner = await createVerifiedUser(t);
    const person = account(owner.email);
    idp.nextLogin(person);
    const refused = await postJson(t, '/api/auth/social/google', await codeFrom('google'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SOCIAL_EMAIL_IN_USE');
    expect(refusedCookie(refused)).toBeUndefined();

    const session = await signIn(t, owner.email, owner.password);
    idp.nextLogin(person);
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/auth/social/google/link',
      headers: session.auth,
      payload: await codeFrom('google'),
    });
    expect(link.statusCode).toBe(200);
    idp.nextLogin(person);
    const viaGoogle = await postJson(t, '/api/auth/social/google', await codeFrom('google'));
    expect(viaGoogle.statusCode).toBe(200);
    expect((await basicOf(viaGoogle.json().accessToken)).email).toBe(owner.email);
  });

  it('refuses a malformed verifier and an unknown provider with 400', async () => {
    expect(
      (await postJson(t, '/api/auth/social/google', { code: 'abc', codeVerifier: 'short' })).json().fields
        .codeVerifier,
    ).toBe('The PKCE verifier is not valid');
    expect(
      (await postJson(t, '/api/auth/social/myspace', { code: 'abc', codeVerifier: 'a'.repeat(64) }))
        .statusCode,
    ).toBe(400);
  });
});

const refusedCookie = refreshCookieOf;
