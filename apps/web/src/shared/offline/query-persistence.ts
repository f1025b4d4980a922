import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import { type PersistQueryClientOptions, persistQueryClient } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { OFFLINE_MAX_AGE_MS, OFFLINE_STORE_KEY, shouldPersistQuery } from './persisted-queries.ts';

/** Written into the store; a store written by another shape of it is thrown away at restore. */
const STORE_VERSION = 'queries-1';

const persister = createAsyncStoragePersister({
  storage: { getItem: get, setItem: set, removeItem: del },
  key: OFFLINE_STORE_KEY,
  throttleTime: 1000,
});

/**
 * Shows what was last seen (restores the kept queries into the cache) and keeps saving them while
 * the session lasts. Returns the function that stops saving. Only query answers are saved: the
 * access token lives in memory, the refresh token in an HttpOnly cookie.
 */
export function persistQueries(queryClient: QueryClient): { stop: () => void; restored: Promise<void> } {
  const [stop, restored] = persistQueryClient({
    // The persist packages pin an older patch of TanStack Query's core; the build resolves them to
    // the app's one copy (vite.config.ts, resolve.dedupe), whose QueryClient is the same API.
    queryClient: queryClient as unknown as PersistQueryClientOptions['queryClient'],
    persister,
    maxAge: OFFLINE_MAX_AGE_MS,
    buster: STORE_VERSION,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  });
  return { stop, restored };
}
