import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPageViewSink } from '../shared/analytics/track-page-view.ts';
import { getSession, startSession } from '../shared/session/session-store.ts';
import { jsonResponse, stubFetch } from '../shared/testing/fake-fetch.ts';
import { fakeIdToken } from '../shared/testing/fake-id-token.ts';
import { spyOnPageLoads } from '../shared/testing/page-loads.ts';
import { startEachTestSignedOut } from '../shared/testing/test-i18n.ts';
import { renderApp } from './testing/render-app.tsx';

const idToken = fakeIdToken({
  sub: 'u1',
  email: 'kari@example.no',
  given_name: 'Kari',
  family_name: 'Nordmann',
  country: 'NO',
});

const signIn = () => startSession({ accessToken: 'access', idToken });

startEachTestSignedOut();

afterEach(() => {
  setPageViewSink(null);
});

describe('routes', () => {
  it('sends a logged-out visitor from / to the server’s sign-in page', async () => {
    const pageLoads = spyOnPageLoads();
    renderApp('/');
    await waitFor(() => expect(pageLoads).toHaveBeenCalledWith('/login'));
  });

  it('has no copy of the pages only the server answers: sign-in, sign-up, a forgotten password, an endorsement', async () => {
    for (const path of ['/login', '/signup', '/forgot-password', '/endorsement/abc']) {
      renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'We could not find that page' }),
      ).toBeTruthy();
      cleanup();
    }
  });

  it('shows the board with the app navigation to a signed-in user', async () => {
    signIn();
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Job board' })).toBeTruthy();
    const nav = screen.getAllByRole('navigation', { name: 'Main navigation' })[0];
    expect(nav).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'My CV' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /Account menu: KN Kari Nordmann/ })).toBeTruthy();
  });

  it('sends a signed-in user away from a provider’s return that is not connecting one', async () => {
    signIn();
    for (const path of ['/google/auth/callback', '/facebook/auth/callback']) {
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    }
  });

  it('lets a Premium user open /my-videos', async () => {
    signIn();
    renderApp('/my-videos');
    expect(await screen.findByRole('heading', { name: 'Videos' })).toBeTruthy();
  });

  it.each([
    ['/terms-conditions', 'Terms and conditions'],
    ['/privacy-policy', 'Privacy policy'],
    ['/refund-policy', 'Refund policy'],
  ])('shows the public page %s without signing in', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Sign in' }).length).toBeGreaterThan(0);
  });

  it.each([
    ['/public-cv/abc', '/cv/public/shareable/link/abc', 410, 'This link has expired'],
    ['/u/kari', '/cv/public/profile/kari', 404, 'We could not find this profile'],
    ['/public-job-application/abc', '/jobs/public/application/abc', 404, 'We could not find this letter'],
  ])('shows %s without the app navigation, and without a token', async (path, api, status, heading) => {
    const fetch = stubFetch();
    fetch.on('GET', api, () =>
      jsonResponse(status, { message: 'No', code: status === 410 ? 'GONE' : 'NOT_FOUND' }),
    );
    signIn();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(fetch.callsTo('GET', api)[0]?.headers.get('Authorization')).toBeNull();
  });

  it('shows the not-found page for an unknown address', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'We could not find that page' })).toBeTruthy();
  });

  it('sends a page view on each route change', async () => {
    const sink = vi.fn();
    setPageViewSink(sink);
    const { router } = renderApp('/privacy-policy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });
    await router.navigate('/terms-conditions');
    await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' });
    await waitFor(() =>
      expect(sink.mock.calls.map(([path]) => path)).toEqual(['/privacy-policy', '/terms-conditions']),
    );
  });
});

describe('/logout', () => {
  it('calls logout, clears PKCE data, the session and the cache, and ends on /login', async () => {
    const fetch = stubFetch();
    fetch.on('POST', '/auth/logout', () => jsonResponse(200, { message: 'Signed out' }));
    signIn();
    window.sessionStorage.setItem('pkce_code_verifier', 'v');
    window.sessionStorage.setItem('oauth_state', 's');
    const { queryClient } = renderApp('/');
    queryClient.setQueryData(['jobs'], ['a job of Kari']);
    await screen.findByRole('heading', { name: 'Job board' });
    const pageLoads = spyOnPageLoads();

    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    await waitFor(() => expect(pageLoads).toHaveBeenCalledWith('/login'));
    expect(fetch.callsTo('POST', '/auth/logout')).toHaveLength(1);
    expect(fetch.callsTo('POST', '/auth/logout')[0]?.headers.get('Authorization')).toBe('Bearer access');
    expect(window.sessionStorage.getItem('pkce_code_verifier')).toBeNull();
    expect(window.sessionStorage.getItem('oauth_state')).toBeNull();
    expect(getSession()).toMatchObject({ isAuthenticated: false, accessToken: null });
    expect(queryClient.getQueryData(['jobs'])).toBeUndefined();
  });

  it("still ends on /login when the server fails the logout, logging 'Logout failed'", async () => {
    const fetch = stubFetch();
    fetch.on('POST', '/auth/logout', () => jsonResponse(500));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signIn();
    const pageLoads = spyOnPageLoads();
    renderApp('/logout');
    await waitFor(() => expect(pageLoads).toHaveBeenCalledWith('/login'));
    expect(consoleError).toHaveBeenCalledWith('Logout failed');
    expect(getSession().isAuthenticated).toBe(false);
  });

  it('still ends on /login when the server is out of reach, keeping the logout for the next start', async () => {
    const fetch = stubFetch();
    fetch.on('POST', '/auth/logout', () => {
      throw new TypeError('Failed to fetch');
    });
    signIn();
    const pageLoads = spyOnPageLoads();
    renderApp('/logout');
    await waitFor(() => expect(pageLoads).toHaveBeenCalledWith('/login'));
    expect(getSession().isAuthenticated).toBe(false);
    expect(window.localStorage.getItem('hirelane-sign-out-pending')).toBe('1');
    window.localStorage.clear();
  });
});
