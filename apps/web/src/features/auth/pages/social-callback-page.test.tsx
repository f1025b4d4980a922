import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession, startSession } from '../../../shared/session/session-store.ts';
import { PKCE_STORAGE_KEYS, saveSocialAttempt } from '../../../shared/social-auth/social-attempt.ts';
import {
  errorResponse,
  failsWithoutBody,
  jsonResponse,
  stubFetch,
} from '../../../shared/testing/fake-fetch.ts';
import { renderRoutes } from '../../../shared/testing/render.tsx';
import { startEachTestSignedOut } from '../../../shared/testing/test-i18n.ts';
import { SIGN_IN_ANSWER } from '../testing/sign-in-answer.ts';
import { SocialCallbackPage } from './social-callback-page.tsx';

const VERIFIER = 'a'.repeat(64);
const STATE = 'b'.repeat(64);

function renderCallback(url: string) {
  return renderRoutes(
    [
      { path: '/google/auth/callback', element: <SocialCallbackPage /> },
      { path: '/facebook/auth/callback', element: <SocialCallbackPage /> },
      { path: '/', element: <h1>board</h1> },
      { path: '/login', element: <h1>login</h1> },
      { path: '/account/profile', element: <h1>profile</h1> },
    ],
    url,
  );
}

const storedKeys = () => Object.values(PKCE_STORAGE_KEYS).map((key) => window.sessionStorage.getItem(key));

startEachTestSignedOut();

describe('social sign-in callback', () => {
  it('posts the code with the stored verifier, signs in like a password login and goes to /', async () => {
    const fetch = stubFetch();
    fetch.on('POST', '/auth/social/google', () => jsonResponse(200, SIGN_IN_ANSWER));
    saveSocialAttempt({ codeVerifier: VERIFIER, state: STATE, provider: 'google', purpose: 'sign-in' });
    const router = renderCallback(`/google/auth/callback?code=the-code&state=${STATE}`);

    expect(await screen.findByRole('heading', { name: 'board' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    const [call] = fetch.callsTo('POST', '/auth/social/google');
    expect(call?.body).toEqual({ code: 'the-code', codeVerifier: VERIFIER });
    expect(call?.headers.get('Authorization')).toBeNull();
    expect(getSession()).toMatchObject({
      isAuthenticated: true,
      accessToken: 'access',
      hideLoginGuide: true,
    });
    expect(storedKeys()).toEqual([null, null, null, null]);
  });

  it.each([
    ['a missing state', '/google/auth/callback?code=the-code', true],
    [
      'a replayed callback (nothing stored any more)',
      `/google/auth/callback?code=the-code&state=${STATE}`,
      false,
    ],
    ['a state that does not match', '/google/auth/callback?code=the-code&state=forged', true],
    ['the other provider’s address', `/facebook/auth/callback?code=the-code&state=${STATE}`, true],
  ])('shows a clear screen and makes no call for %s', async (_case, url, stored) => {
    const fetch = stubFetch();
    if (stored)
      saveSocialAttempt({ codeVerifier: VERIFIER, state: STATE, provider: 'google', purpose: 'sign-in' });
    renderCallback(url);
    expect(await screen.findByRole('heading', { name: 'This sign-in link cannot be used' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
    expect(fetch.calls).toHaveLength(0);
    expect(getSession().isAuthenticated).toBe(false);
    expect(storedKeys()).toEqual([null, null, null, null]);
  });

  it('says the sign-in was cancelled when the provider answers with an error (denied consent)', async () => {
    const fetch = stubFetch();
    saveSocialAttempt({ codeVerifier: VERIFIER, state: STATE, provider: 'google', purpose: 'sign-in' });
    renderCallback(`/google/auth/callback?error=access_denied&state=${STATE}`);
    expect(await screen.findByRole('heading', { name: 'Sign-in was cancelled' })).toBeTruthy();
    expect(screen.getByText(/You cancelled at Google/)).toBeTruthy();
    expect(fetch.calls).toHaveLength(0);
    expect(storedKeys()).toEqual([null, null, null, null]);
  });

  it("shows the server's message, e.g. an e-mail that already has a password account", async () => {
    const message =
      'You already have an account with kari@example.no. Sign in with your password, then connect Google from your profile.';
    const fetch = stubFetch();
    fetch.on('POST', '/auth/social/google', () => errorResponse(409, 'SOCIAL_EMAIL_IN_USE', message));
    saveSocialAttempt({ codeVerifier: VERIFIER, state: STATE, provider: 'google', purpose: 'sign-in' });
    renderCallback(`/google/auth/callback?code=the-code&state=${STATE}`);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'We could not sign you in with Google' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeTruthy();
    expect(fetch.callsTo('POST', '/auth/social/google')).toHaveLength(1);
    expect(getSession().isAuthenticated).toBe(false);
    expect(storedKeys()).toEqual([null, null, null, null]);
  });

  it("falls back to 'Login failed' without a server message", async () => {
    const fetch = stubFetch();
    fetch.on('POST', '/auth/social/facebook', failsWithoutBody(502));
    saveSocialAttempt({ codeVerifier: VERIFIER, state: STATE, provider: 'facebook', purpose: 'sign-in' });
    renderCallback(`/facebook/auth/callback?code=the-code&state=${STATE}`);
    expect(await screen.findByText('Login failed')).toBeTruthy();
  });

  it('sends a signed-in user without a link in progress to / (guest-only), making no call', async () => {
    const fetch = stubFetch();
    startSession({ accessToken: 'access', idToken: 'id' });
    saveSocialAttempt({ codeVerifier: VERIFIER, state: STATE, provider: 'google', purpose: 'sign-in' });
    const router = renderCallback(`/google/auth/callback?code=the-code&state=${STATE}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fetch.calls).toHaveLength(0);
    expect(storedKeys()).toEqual([null, null, null, null]);
  });
});

describe('connecting a provider (signed in)', () => {
  it('posts to …/link with the bearer token and returns to the profile with a toast', async () => {
    const fetch = stubFetch();
    fetch.on('POST', '/auth/social/google/link', () =>
      jsonResponse(200, { message: 'Google is connected. You can sign in with it from now on.' }),
    );
    startSession({ accessToken: 'access', idToken: 'id' });
    saveSocialAttempt({ codeVerifier: VERIFIER, state: STATE, provider: 'google', purpose: 'link' });
    const router = renderCallback(`/google/auth/callback?code=the-code&state=${STATE}`);

    expect(await screen.findByRole('heading', { name: 'profile' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/profile');
    expect(await screen.findByText('Google is connected. You can sign in with it from now on.')).toBeTruthy();
    const [call] = fetch.callsTo('POST', '/auth/social/google/link');
    expect(call?.body).toEqual({ code: 'the-code', codeVerifier: VERIFIER });
    expect(call?.headers.get('Authorization')).toBe('Bearer access');
    expect(getSession().accessToken).toBe('access');
  });

  it('shows why connecting failed, with the way back to the profile', async () => {
    const fetch = stubFetch();
    fetch.on('POST', '/auth/social/google/link', () =>
      errorResponse(409, 'CONFLICT', 'This Google account is connected to another Hirelane account'),
    );
    startSession({ accessToken: 'access', idToken: 'id' });
    saveSocialAttempt({ codeVerifier: VERIFIER, state: STATE, provider: 'google', purpose: 'link' });
    renderCallback(`/google/auth/callback?code=the-code&state=${STATE}`);
    expect(
      await screen.findByText('This Google account is connected to another Hirelane account'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'We could not connect Google' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your profile' }).getAttribute('href')).toBe(
      '/account/profile',
    );
  });

  it('asks to sign in again when the session ended before the provider answered', async () => {
    const fetch = stubFetch();
    saveSocialAttempt({ codeVerifier: VERIFIER, state: STATE, provider: 'google', purpose: 'link' });
    renderCallback(`/google/auth/callback?code=the-code&state=${STATE}`);
    expect(await screen.findByRole('heading', { name: 'Your session has ended' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeTruthy();
    expect(fetch.calls).toHaveLength(0);
  });
});
