import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession, startSession } from '../../../shared/session/session-store.ts';
import { PKCE_STORAGE_KEYS, saveSocialAttempt } from '../../../shared/social-auth/social-attempt.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../../shared/testing/fake-fetch.ts';
import { renderRoutes } from '../../../shared/testing/render.tsx';
import { startEachTestSignedOut } from '../../../shared/testing/test-i18n.ts';
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

describe('a return the app cannot use', () => {
  it.each([
    ['a missing state', '/google/auth/callback?code=the-code'],
    ['a state that does not match', '/google/auth/callback?code=the-code&state=forged'],
    ['the other provider’s address', `/facebook/auth/callback?code=the-code&state=${STATE}`],
  ])('shows a clear screen with the way back to the profile and makes no call for %s', async (_case, url) => {
    const fetch = stubFetch();
    startSession({ accessToken: 'access', idToken: 'id' });
    saveSocialAttempt({ codeVerifier: VERIFIER, state: STATE, provider: 'google' });
    renderCallback(url);
    expect(await screen.findByRole('heading', { name: 'This sign-in link cannot be used' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your profile' }).getAttribute('href')).toBe(
      '/account/profile',
    );
    expect(fetch.calls).toHaveLength(0);
    expect(storedKeys()).toEqual([null, null, null]);
  });

  it('sends a visitor with nothing stored (a replay, or a session that ended) back to sign in', async () => {
    const fetch = stubFetch();
    renderCallback(`/google/auth/callback?code=the-code&state=${STATE}`);
    expect(await screen.findByRole('heading', { name: 'This sign-in link cannot be used' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
    expect(fetch.calls).toHaveLength(0);
    expect(getSession().isAuthenticated).toBe(false);
  });

  it('says it was cancelled when the provider answers with an error (denied consent)', async () => {
    const fetch = stubFetch();
    startSession({ accessToken: 'access', idToken: 'id' });
    saveSocialAttempt({ codeVerifier: VERIFIER, state: STATE, provider: 'google' });
    renderCallback(`/google/auth/callback?error=access_denied&state=${STATE}`);
    expect(await screen.findByRole('heading', { name: 'Sign-in was cancelled' })).toBeTruthy();
    expect(screen.getByText(/You cancelled at Google/)).toBeTruthy();
    expect(fetch.calls).toHaveLength(0);
    expect(storedKeys()).toEqual([null, null, null]);
  });

  it('sends a signed-in user who is not connecting a provider to / (guest-only), making no call', async () => {
    const fetch = stubFetch();
    startSession({ accessToken: 'access', idToken: 'id' });
    const router = renderCallback(`/google/auth/callback?code=the-code&state=${STATE}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fetch.calls).toHaveLength(0);
  });
});

describe('connecting a provider (signed in)', () => {
  it('posts to …/link with the bearer token and returns to the profile with a toast', async () => {
    const fetch = stubFetch();
    fetch.on('POST', '/auth/social/google/link', () =>
      jsonResponse(200, { message: 'Google is connected. You can sign in with it from now on.' }),
    );
    startSession({ accessToken: 'access', idToken: 'id' });
    saveSocialAttempt({ codeVerifier: VERIFIER, state: STATE, provider: 'google' });
    const router = renderCallback(`/google/auth/callback?code=the-code&state=${STATE}`);

    expect(await screen.findByRole('heading', { name: 'profile' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/profile');
    expect(await screen.findByText('Google is connected. You can sign in with it from now on.')).toBeTruthy();
    const [call] = fetch.callsTo('POST', '/auth/social/google/link');
    expect(call?.body).toEqual({ code: 'the-code', codeVerifier: VERIFIER });
    expect(call?.headers.get('Authorization')).toBe('Bearer access');
    expect(getSession().accessToken).toBe('access');
    expect(storedKeys()).toEqual([null, null, null]);
  });

  it('shows why connecting failed, with the way back to the profile', async () => {
    const fetch = stubFetch();
    fetch.on('POST', '/auth/social/google/link', () =>
      errorResponse(409, 'CONFLICT', 'This Google account is connected to another Hirelane account'),
    );
    startSession({ accessToken: 'access', idToken: 'id' });
    saveSocialAttempt({ codeVerifier: VERIFIER, state: STATE, provider: 'google' });
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
    saveSocialAttempt({ codeVerifier: VERIFIER, state: STATE, provider: 'google' });
    renderCallback(`/google/auth/callback?code=the-code&state=${STATE}`);
    expect(await screen.findByRole('heading', { name: 'Your session has ended' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeTruthy();
    expect(fetch.calls).toHaveLength(0);
  });
});
