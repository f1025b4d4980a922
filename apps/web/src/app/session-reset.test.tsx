import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http } from '../shared/http/http.ts';
import { startSession } from '../shared/session/session-store.ts';
import type { FetchCall } from '../shared/testing/fake-fetch.ts';
import { errorResponse, jsonResponse, stubFetch } from '../shared/testing/fake-fetch.ts';
import { fakeIdToken } from '../shared/testing/fake-id-token.ts';
import { firstRunAnswer } from '../shared/testing/first-run-answer.ts';
import { spyOnPageLoads } from '../shared/testing/page-loads.ts';
import { startEachTestSignedOut } from '../shared/testing/test-i18n.ts';
import type { createQueryClient } from './query-client.ts';
import { renderApp } from './testing/render-app.tsx';

const idTokenFor = (givenName: string, email: string) =>
  fakeIdToken({ sub: email, email, given_name: givenName, family_name: 'Token', country: 'NO' });

const users = {
  'access-ada': { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.no' },
  'access-ada-2': { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.no' },
  'access-bob': { firstName: 'Bob', lastName: 'Builder', email: 'bob@example.no' },
} as const;

/** The server as far as the shell needs it: each token gets its own user's basic profile. */
function stubServer() {
  const fetch = stubFetch();
  const basicFor = (call: FetchCall) => {
    const token = call.headers.get('Authorization')?.replace('Bearer ', '') ?? '';
    const user = users[token as keyof typeof users];
    if (!user) return errorResponse(401, 'UNAUTHENTICATED', 'Sign in');
    return jsonResponse(200, { ...user, country: 'NO', preferredLanguage: 'en' });
  };
  fetch.on('GET', '/jobs/application/profile/basic', basicFor);
  fetch.on('GET', '/guides', () => jsonResponse(200, firstRunAnswer('off')));
  fetch.on('GET', '/auth/social/providers', () => jsonResponse(200, { google: null, facebook: null }));
  fetch.on('POST', '/auth/logout', () => jsonResponse(200, { message: 'Signed out' }));
  fetch.on('POST', '/auth/login', () =>
    jsonResponse(200, { accessToken: 'access-bob', idToken: idTokenFor('Robert', 'bob@example.no') }),
  );
  fetch.on('POST', '/auth/refresh-token', () =>
    jsonResponse(200, { accessToken: 'access-ada-2', idToken: idTokenFor('Ada', 'ada@example.no') }),
  );
  return fetch;
}

const cachedText = (queryClient: ReturnType<typeof createQueryClient>) =>
  JSON.stringify(
    queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.state.data) ?? [],
  );

startEachTestSignedOut();

describe('profile at sign-in and refresh', () => {
  it('loads the basic profile when a session starts, and again after a refresh', async () => {
    const fetch = stubServer();
    renderApp('/privacy-policy');
    await screen.findByRole('heading', { name: 'Privacy policy', level: 1 });
    expect(fetch.callsTo('GET', '/jobs/application/profile/basic')).toHaveLength(0);

    await act(async () => {
      startSession({ accessToken: 'access-ada', idToken: idTokenFor('Ada', 'ada@example.no') });
    });
    expect(await screen.findByRole('button', { name: /Account menu: AL Ada Lovelace/ })).toBeTruthy();
    expect(fetch.callsTo('GET', '/jobs/application/profile/basic')).toHaveLength(1);

    await act(() => http.refreshSession());
    await waitFor(() => expect(fetch.callsTo('GET', '/jobs/application/profile/basic')).toHaveLength(2));
    expect(fetch.callsTo('GET', '/jobs/application/profile/basic')[1]?.headers.get('Authorization')).toBe(
      'Bearer access-ada-2',
    );
  });
});

describe('logout resets all client state', () => {
  it('keeps nothing of the user who signed out (the server’s sign-in page loads next)', async () => {
    stubServer();
    startSession({ accessToken: 'access-ada', idToken: idTokenFor('Ada', 'ada@example.no') });
    const { queryClient } = renderApp('/account/password');

    // The menu shows Ada's name from her profile (not the idToken's "Ada Token").
    expect(await screen.findByRole('button', { name: /Account menu: AL Ada Lovelace/ })).toBeTruthy();
    expect(cachedText(queryClient)).toContain('ada@example.no');

    const pageLoads = spyOnPageLoads();
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    // The sign-in page is the server's: loaded in place of the app.
    await waitFor(() => expect(pageLoads).toHaveBeenCalledWith('/login'));
    expect(cachedText(queryClient)).not.toContain('Ada');
    expect(cachedText(queryClient)).not.toContain('ada@example.no');
  });
});
