import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, getSession, startSession } from '../session/session-store.ts';
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

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const idTokenOf = (sub: string) =>
  fakeIdToken({
    sub,
    email: `${sub}@example.test`,
    given_name: 'Kari',
    family_name: 'Nordmann',
    country: 'NO',
  });

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
    prepareOfflineSupport(queryClient);
    store.set(OFFLINE_STORE_KEY, '{"clientState":{"queries":[{"queryKey":["jobs","board"]}]}}');
    startSession({ accessToken: 'a', idToken: 'i' });
    endSession();
    await settle();
    expect(store.has(OFFLINE_STORE_KEY)).toBe(false);
  });

  it('saves the board while signed in, without the token, and forgets it at sign-out', async () => {
    const queryClient = new QueryClient();
    const offline = prepareOfflineSupport(queryClient);
    startSession({ accessToken: 'secret-access-token', idToken: idTokenOf('user-kari') });
    offline.afterFirstPaint();
    queryClient.setQueryData(['jobs', 'board', 'search', 'kaffe'], { lanes: ['search result'] });
    // The persister loads after the first paint; each try changes the board so it has a change to save.
    let tries = 0;
    await vi.waitFor(
      () => {
        tries += 1;
        queryClient.setQueryData(['jobs', 'board'], { lanes: ['Kaffebrenneriet'], tries });
        expect(String(store.get(OFFLINE_STORE_KEY) ?? '')).toContain('Kaffebrenneriet');
      },
      { timeout: 5000, interval: 200 },
    );
    const saved = String(store.get(OFFLINE_STORE_KEY));
    expect(saved).not.toContain('search result');
    expect(saved).not.toContain('secret');
    expect(saved).not.toContain(idTokenOf('user-kari'));

    endSession();
    await settle();
    expect(store.has(OFFLINE_STORE_KEY)).toBe(false);
  });

  it('never shows one person what another kept: a store stamped for someone else is thrown away', async () => {
    const kari = new QueryClient();
    const kariOffline = prepareOfflineSupport(kari);
    startSession({ accessToken: 'a', idToken: idTokenOf('user-kari') });
    kariOffline.afterFirstPaint();
    await vi.waitFor(
      () => {
        kari.setQueryData(['jobs', 'board'], { lanes: ['Kari’s board'], at: Date.now() });
        expect(String(store.get(OFFLINE_STORE_KEY) ?? '')).toContain('Kari’s board');
      },
      { timeout: 5000, interval: 200 },
    );
    // Another person signs in in the same browser (the page loads anew: a new cache).
    const ola = new QueryClient();
    const olaOffline = prepareOfflineSupport(ola);
    startSession({ accessToken: 'b', idToken: idTokenOf('user-ola') });
    olaOffline.afterFirstPaint();
    await vi.waitFor(() => expect(String(store.get(OFFLINE_STORE_KEY) ?? '')).not.toContain('Kari’s board'));
    expect(ola.getQueryData(['jobs', 'board'])).toBeUndefined();
  });

  it('deletes what a former session kept when the app starts signed out', async () => {
    store.set(OFFLINE_STORE_KEY, '{"clientState":{}}');
    prepareOfflineSupport(new QueryClient()).afterFirstPaint();
    await vi.waitFor(() => expect(store.has(OFFLINE_STORE_KEY)).toBe(false));
    expect(getSession().isAuthenticated).toBe(false);
  });

  it('tells TanStack Query a page opened offline is offline, so its queries wait', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    prepareOfflineSupport(new QueryClient());
    expect(onlineManager.isOnline()).toBe(false);
  });
});
