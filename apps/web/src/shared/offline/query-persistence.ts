import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import {
  type PersistedClient,
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

/**
 * The store as written: a kept change leaves out its `meta`, whose functions (the error toast) JSON
 * cannot hold; restored without one, the change gets its key's mutation defaults' `meta` instead
 * of an empty one.
 */
const serialize = (client: PersistedClient): string =>
  JSON.stringify({
    ...client,
    clientState: {
      ...client.clientState,
      mutations: client.clientState.mutations.map(({ meta: _meta, ...mutation }) => mutation),
    },
  });

/**
 * Writes only while someone is signed in: a throttled write still due when the session ends (or a
 * save begun just before) would otherwise put the deleted store back.
 */
const writeWhileSignedIn = (key: string, value: string): Promise<void> =>
  getSession().isAuthenticated ? set(key, value) : Promise.resolve();

const persister = createAsyncStoragePersister({
  storage: { getItem: get, setItem: writeWhileSignedIn, removeItem: del },
  key: OFFLINE_STORE_KEY,
  throttleTime: 1000,
  serialize,
});

/**
 * The changes made offline that a store of this person kept (paused mutations; their functions come
 * from the mutation defaults), put back into the cache: an app opened online after a tab was closed
 * offline sends them before the store is written from this session's answers, which would lose
 * them. Only the changes: the app shows only the server's answers once it could reach it.
 */
async function restoreKeptChanges(
  queryClient: QueryClient,
  buster: string,
  loadWriteDefaults: () => Promise<void>,
): Promise<void> {
  const mutations = await keptChanges(buster);
  if (mutations.length === 0) return;
  await loadWriteDefaults();
  hydrate(queryClient, { mutations, queries: [] });
}

/** The changes a store of this person (`buster`) kept, still within the week; none when unreadable. */
async function keptChanges(buster: string): Promise<PersistedClient['clientState']['mutations']> {
  try {
    const kept = await persister.restoreClient();
    if (!kept || kept.buster !== buster || Date.now() - kept.timestamp > OFFLINE_MAX_AGE_MS) return [];
    return kept.clientState.mutations;
  } catch {
    // A store that cannot be read holds nothing to send.
    return [];
  }
}

/**
 * Keeps the session's queries for offline reading while it lasts, and, when the app could not reach
 * the server at start-up (no token: the refresh got no answer, or the browser says it is offline),
 * first shows what was last seen (restores them into the cache, when they are this person's). An app
 * that reached the server shows only its answers: a kept answer may be older than the server's (a
 * letter saved a moment before a reload), and an editor must never start from it. Changes made
 * offline (paused mutations, dehydrated by TanStack's default) are kept with the answers and come
 * back either way; they are sent, in order, once the network is there. Resolves to the function
 * that stops saving. Only query answers and those changes are saved: the access token lives in
 * memory, the refresh token in an HttpOnly cookie.
 */
export async function persistQueries(
  queryClient: QueryClient,
  /**
   * Sets the mutation defaults (the functions) of every change that may be made offline: loaded
   * only when the store holds kept changes to restore, so a visit with none never downloads them
   * (a change made in this session carries its own function).
   */
  loadWriteDefaults: () => Promise<void>,
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
    ? keptChanges(buster)
        .then((mutations) => (mutations.length > 0 ? loadWriteDefaults() : undefined))
        .then(() => persistQueryClientRestore(options))
    : // Online: the kept changes come back first, then the store is written at once from the
      // answers already here (what another person kept goes with it), then again as answers come.
      restoreKeptChanges(queryClient, buster, loadWriteDefaults).then(() => persistQueryClientSave(options));
  let stopped = false;
  let unsubscribe = () => {};
  void restored.then(() => {
    if (stopped) return;
    unsubscribe = persistQueryClientSubscribe(options);
    // Online they go now (each re-reads what it changed once the last is answered); offline
    // TanStack Query sends them when the network returns.
    void queryClient.resumePausedMutations();
  });
  return {
    stop: () => {
      stopped = true;
      unsubscribe();
    },
    restored,
  };
}
