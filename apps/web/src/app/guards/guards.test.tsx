import { act, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { rememberReturnPath, returnPath } from '../../shared/session/return-path.ts';
import { endSession, getSession, startSession } from '../../shared/session/session-store.ts';
import { renderRoutes } from '../../shared/testing/render.tsx';
import { startEachTestSignedOut } from '../../shared/testing/test-i18n.ts';
import { GuestOnly } from './guest-only.tsx';
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
  {
    element: <GuestOnly />,
    children: [
      { path: '/login', element: <h1>login</h1> },
      { path: '/signup', element: <h1>signup</h1> },
    ],
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

describe('login required', () => {
  it('sends a logged-out visitor to /login', async () => {
    await expectSentTo('/my-cv', '/login', 'login');
  });

  it('lets a signed-in user in', async () => {
    signIn();
    renderAt('/my-cv');
    expect(await screen.findByRole('heading', { name: 'my cv' })).toBeTruthy();
  });

  it('sends the user to /login when the session ends while on a protected page', async () => {
    signIn();
    const router = renderAt('/');
    await screen.findByRole('heading', { name: 'board' });
    act(() => endSession());
    expect(await screen.findByRole('heading', { name: 'login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
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

  it('sends a logged-out visitor of a role route to /login', async () => {
    await expectSentTo('/my-videos', '/login', 'login');
  });
});

describe('guest only', () => {
  it('shows /login and /signup to a logged-out visitor', async () => {
    renderAt('/signup');
    expect(await screen.findByRole('heading', { name: 'signup' })).toBeTruthy();
  });

  it('sends a signed-in user to /', async () => {
    signIn();
    await expectSentTo('/login', '/', 'board');
  });
});

describe('after signing in', () => {
  it('returns a visitor to the page the login took over, with its query, once', async () => {
    const router = renderAt('/?addFromLink=https%3A%2F%2Fjobs.example%2F42');
    expect(await screen.findByRole('heading', { name: 'login' })).toBeTruthy();
    act(() => signIn());
    expect(await screen.findByRole('heading', { name: 'board' })).toBeTruthy();
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
