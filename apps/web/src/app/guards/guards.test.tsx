import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { rememberReturnPath, returnPath } from '../../shared/session/return-path.ts';
import { endSession, getSession, startSession } from '../../shared/session/session-store.ts';
import { spyOnPageLoads } from '../../shared/testing/page-loads.ts';
import { renderRoutes } from '../../shared/testing/render.tsx';
import { startEachTestSignedOut } from '../../shared/testing/test-i18n.ts';
import { RequireAuth } from './require-auth.tsx';

const routes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      { path: '/', element: <h1>board</h1> },
      { path: '/my-cv', element: <h1>my cv</h1> },
    ],
  },
  {
    element: <RequireAuth roles={['Premium']} />,
    children: [{ path: '/my-videos', element: <h1>videos</h1> }],
  },
  {
    element: <RequireAuth roles={['PremiumDataRetain']} />,
    children: [{ path: '/archive', element: <h1>archive</h1> }],
  },
  { path: '/privacy-policy', element: <h1>privacy</h1> },
];

function renderAt(path: string) {
  return renderRoutes(routes, path);
}

const signIn = () => startSession({ accessToken: 'a', idToken: 'i' });

/** Opens `path` and expects the guard to send the visitor to `to`, whose page shows `heading`. */
async function expectSentTo(path: string, to: string, heading: string) {
  const router = renderAt(path);
  expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
  expect(router.state.location.pathname).toBe(to);
}

startEachTestSignedOut();

/** Opens `path` signed out and expects the guard to leave for the server's sign-in page. */
async function expectSignInLoaded(path: string) {
  const pageLoads = spyOnPageLoads();
  renderAt(path);
  await waitFor(() => expect(pageLoads).toHaveBeenCalledWith('/login'));
}

describe('login required', () => {
  it('sends a logged-out visitor to the server’s /login', async () => {
    await expectSignInLoaded('/my-cv');
  });

  it('lets a signed-in user in', async () => {
    signIn();
    renderAt('/my-cv');
    expect(await screen.findByRole('heading', { name: 'my cv' })).toBeTruthy();
  });

  it('sends the user to /login when the session ends while on a protected page', async () => {
    signIn();
    renderAt('/');
    await screen.findByRole('heading', { name: 'board' });
    const pageLoads = spyOnPageLoads();
    act(() => endSession());
    await waitFor(() => expect(pageLoads).toHaveBeenCalledWith('/login'));
  });
});

describe('roles', () => {
  it('lets a Premium user open /my-videos', async () => {
    signIn();
    expect(getSession().userRole).toBe('Premium');
    renderAt('/my-videos');
    expect(await screen.findByRole('heading', { name: 'videos' })).toBeTruthy();
  });

  it('sends a user whose role is not listed to /', async () => {
    signIn();
    await expectSentTo('/archive', '/', 'board');
  });

  it('sends a logged-out visitor of a role route to the server’s /login', async () => {
    await expectSignInLoaded('/my-videos');
  });
});

describe('after signing in', () => {
  it('returns a visitor to the page the login took over, with its query, once', async () => {
    // Signed out: the place is remembered, and the server's sign-in page loads.
    await expectSignInLoaded('/?addFromLink=https%3A%2F%2Fjobs.example%2F42');
    cleanup();
    // The sign-in page leads to the board, where the app opens signed in and goes on to that place.
    signIn();
    const router = renderAt('/');
    expect(await screen.findByRole('heading', { name: 'board' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toContain('addFromLink'));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/?addFromLink=https%3A%2F%2Fjobs.example%2F42',
    );
    expect(returnPath()).toBe('/');
  });

  it('believes only in-app paths', () => {
    for (const path of ['//evil.example/x', 'https://evil.example', '/login', '/\\evil.example'])
      rememberReturnPath(path);
    expect(returnPath()).toBe('/');
  });
});

describe('public', () => {
  it('shows public routes to everyone', async () => {
    renderAt('/privacy-policy');
    expect(await screen.findByRole('heading', { name: 'privacy' })).toBeTruthy();
    signIn();
    renderAt('/privacy-policy');
    expect(await screen.findAllByRole('heading', { name: 'privacy' })).toHaveLength(2);
  });
});
