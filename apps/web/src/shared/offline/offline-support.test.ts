import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, getSession, sessionCleanedUp, startSession } from '../session/session-store.ts';
import { fakeIdToken } from '../testing/fake-id-token.ts';
import { prepareOfflineSupport } from './offline-support.ts';
import { OFFLINE_STORE_KEY } from './persisted-queries.ts';

const store = new Map<string, unknown>();
vi.mock('idb-keyval', () => ({
  get: async (key: string) => store.get(key),
  set: async (key: string, value: unknown) => {
    store.set(key, value);
  },
  del: async (key: string) => {
    store.delete(key);
  },
}));

/** No feature's changes: these tests are about the kept answers. */
const noDefaults = async () => undefined;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const idTokenOf = (sub: string) =>
  fakeIdToken({
    sub,
    email: `${sub}@example.test`,
    given_name: 'Kari',
    family_name: 'Nordmann',
    country: 'NO',
  });

/** The app loading signed in as `sub` (a new cache), past its first paint: the cache it reads. */
function openSignedIn(sub: string, accessToken: string) {
  const queryClient = new QueryClient();
  const offline = prepareOfflineSupport(queryClient, noDefaults);
  startSession({ accessToken, idToken: idTokenOf(sub) });
  offline.afterFirstPaint();
  return queryClient;
}

/**
 * Shows a board with one lane, `lane`, until the store keeps it: the persister loads after the first
 * paint, and each try changes the board so it has a change to save.
 */
async function keepBoard(queryClient: QueryClient, lane: string) {
  let tries = 0;
  await vi.waitFor(
    () => {
      tries += 1;
      queryClient.setQueryData(['jobs', 'board'], { lanes: [lane], tries });
      expect(String(store.get(OFFLINE_STORE_KEY) ?? '')).toContain(lane);
    },
    { timeout: 5000, interval: 200 },
  );
}

beforeEach(() => {
  store.clear();
  endSession();
});

afterEach(() => {
  onlineManager.setOnline(true);
});

describe('offline reading and the session', () => {
  it('deletes what was kept when the session ends (sign-out, or a refresh refused)', async () => {
    const queryClient = new QueryClient();
    prepareOfflineSupport(queryClient, noDefaults);
    store.set(OFFLINE_STORE_KEY, '{"clientState":{"queries":[{"queryKey":["jobs","board"]}]}}');
    startSession({ accessToken: 'a', idToken: 'i' });
    endSession();
    await settle();
    expect(store.has(OFFLINE_STORE_KEY)).toBe(false);
  });

  it('saves the board while signed in, without the token, and forgets it at sign-out', async () => {
    const queryClient = openSignedIn('user-kari', 'secret-access-token');
    queryClient.setQueryData(['jobs', 'board', 'search', 'kaffe'], { lanes: ['search result'] });
    await keepBoard(queryClient, 'Kaffebrenneriet');
    const saved = String(store.get(OFFLINE_STORE_KEY));
    expect(saved).not.toContain('search result');
    expect(saved).not.toContain('secret');
    expect(saved).not.toContain(idTokenOf('user-kari'));

    endSession();
    await settle();
    expect(store.has(OFFLINE_STORE_KEY)).toBe(false);
  });

  it('has deleted the store by the time a page may leave, and no write still due puts it back', async () => {
    const queryClient = openSignedIn('user-kari', 'a');
    await keepBoard(queryClient, 'Kaffebrenneriet');
    // A change just before the sign-out: its write is due within the persister's throttle (a second).
    queryClient.setQueryData(['jobs', 'board'], { lanes: ['Last change'] });
    endSession();
    await sessionCleanedUp();
    expect(store.has(OFFLINE_STORE_KEY)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(store.has(OFFLINE_STORE_KEY)).toBe(false);
  });

  it('never shows one person what another kept: a store stamped for someone else is thrown away', async () => {
    const kari = openSignedIn('user-kari', 'a');
    await keepBoard(kari, 'Kari’s board');
    // Another person signs in in the same browser (the page loads anew: a new cache).
    const ola = openSignedIn('user-ola', 'b');
    await vi.waitFor(() => expect(String(store.get(OFFLINE_STORE_KEY) ?? '')).not.toContain('Kari’s board'));
    expect(ola.getQueryData(['jobs', 'board'])).toBeUndefined();
  });

  it('deletes what a former session kept when the app starts signed out', async () => {
    store.set(OFFLINE_STORE_KEY, '{"clientState":{}}');
    prepareOfflineSupport(new QueryClient(), noDefaults).afterFirstPaint();
    await vi.waitFor(() => expect(store.has(OFFLINE_STORE_KEY)).toBe(false));
    expect(getSession().isAuthenticated).toBe(false);
  });

  it('tells TanStack Query a page opened offline is offline, so its queries wait', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    prepareOfflineSupport(new QueryClient(), noDefaults);
    expect(onlineManager.isOnline()).toBe(false);
  });
});
