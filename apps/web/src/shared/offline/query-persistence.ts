import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import {
  type PersistQueryClientOptions,
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { decodeIdToken } from '../session/id-token.ts';
import { getSession } from '../session/session-store.ts';
import { OFFLINE_MAX_AGE_MS, OFFLINE_STORE_KEY, shouldPersistQuery } from './persisted-queries.ts';

/** Written into the store; a store written by another shape of it is thrown away at restore. */
const STORE_VERSION = 'queries-1';

/**
 * The stamp the kept queries are written and restored under: the store's shape and whose answers
 * they are. A store stamped for another person is thrown away at restore, so a browser that someone
 * else signs into never shows them the last person's board or CV.
 */
const stampFor = (userId: string) => `${STORE_VERSION}:${userId}`;

/** The stamp of what the store holds now (an app started offline has no token to name its user). */
const storedStamp = async (): Promise<string | null> => {
  const stored = await get<string>(OFFLINE_STORE_KEY);
  try {
    const buster: unknown = stored ? JSON.parse(stored).buster : null;
    return typeof buster === 'string' ? buster : null;
  } catch {
    return null;
  }
};

/**
 * Whose session this is: the id token's subject; offline at start-up there is none, and what the
 * store holds is the last online session's in this browser (a sign-in needs the network), whose
 * refresh cookie the app is opened with.
 */
const currentStamp = async (): Promise<string | null> => {
  const userId = decodeIdToken(getSession().idToken)?.sub;
  return userId ? stampFor(userId) : storedStamp();
};

const persister = createAsyncStoragePersister({
  storage: { getItem: get, setItem: set, removeItem: del },
  key: OFFLINE_STORE_KEY,
  throttleTime: 1000,
});

/**
 * Keeps the session's queries for offline reading while it lasts, and, when the app could not reach
 * the server at start-up (no token: the refresh got no answer, or the browser says it is offline),
 * first shows what was last seen (restores them into the cache, when they are this person's). An app
 * that reached the server shows only its answers: a kept answer may be older than the server's (a
 * letter saved a moment before a reload), and an editor must never start from it. Resolves to the
 * function that stops saving. Only query answers are saved: the access token lives in memory, the
 * refresh token in an HttpOnly cookie.
 */
export async function persistQueries(
  queryClient: QueryClient,
): Promise<{ stop: () => void; restored: Promise<void> }> {
  const buster = await currentStamp();
  if (buster === null) return { stop: () => undefined, restored: Promise.resolve() };
  const options: PersistQueryClientOptions = {
    // The persist packages pin an older patch of TanStack Query's core; the build resolves them to
    // the app's one copy (vite.config.ts, resolve.dedupe), whose QueryClient is the same API.
    queryClient: queryClient as unknown as PersistQueryClientOptions['queryClient'],
    persister,
    maxAge: OFFLINE_MAX_AGE_MS,
    buster,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
  const offline = getSession().accessToken === null || navigator.onLine === false;
  const restored = offline
    ? persistQueryClientRestore(options)
    : // Online: the store is written at once from the answers already here (what another person
      // kept goes with it), then again as answers come.
      persistQueryClientSave(options);
  let stopped = false;
  let unsubscribe = () => {};
  void restored.then(() => {
    if (!stopped) unsubscribe = persistQueryClientSubscribe(options);
  });
  return {
    stop: () => {
      stopped = true;
      unsubscribe();
    },
    restored,
  };
}
