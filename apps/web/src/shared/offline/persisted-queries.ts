import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * What the app keeps in this browser to show offline: the answers a job seeker reads on the way
 * (the board, a job's details and its timeline, My CV and its profile, the letters and a letter,
 * the report), and nothing else: no search, match, tailored CV, share link, video, file, or anything
 * a public page showed. The store is named per app, not per user: signing out deletes it.
 */
const PERSISTED_KEYS: readonly (readonly string[])[] = [
  ['jobs', 'board'],
  ['jobs', 'detail', '*'],
  ['jobs', 'detail', '*', 'timeline'],
  ['cv', 'experience'],
  ['cv', 'education'],
  ['cv', 'certifications'],
  ['cv', 'skills', '*'],
  ['cv', 'languages'],
  ['cv', 'endorsements'],
  ['cv', 'design'],
  ['profile', 'full'],
  ['profile', 'basic'],
  ['letters', 'pages'],
  ['letters', 'detail', '*'],
  ['job-report', '*', '*'],
];

/** The IndexedDB entry (idb-keyval's default store) that holds the persisted queries. */
export const OFFLINE_STORE_KEY = 'hirelane-offline-queries';

/** How long what was last seen stays shown offline (and in memory), a week. */
export const OFFLINE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const matches = (pattern: readonly string[], key: QueryKey): boolean =>
  pattern.length === key.length &&
  pattern.every((part, index) => {
    const value = key[index];
    return part === '*' ? typeof value === 'string' || typeof value === 'number' : value === part;
  });

/** Whether a query with this key is one of those kept for offline reading. */
export const isPersistedQueryKey = (key: QueryKey): boolean =>
  PERSISTED_KEYS.some((pattern) => matches(pattern, key));

/** What the filter reads of a query (any copy of TanStack's Query type has it). */
type QueryLike = { queryKey: QueryKey; state: { status: string } };

/** TanStack's `shouldDehydrateQuery`: a kept key whose last answer succeeded. */
export const shouldPersistQuery = (query: QueryLike): boolean =>
  query.state.status === 'success' && isPersistedQueryKey(query.queryKey);

/**
 * The kept queries stay in memory as long as they are kept on disk: with the usual five minutes, a
 * board left for a while would drop out of the cache, and so out of what is saved.
 */
export const keepPersistedQueriesInMemory = (queryClient: QueryClient): void => {
  const prefixes = new Set(PERSISTED_KEYS.map((pattern) => JSON.stringify(pattern.slice(0, 2))));
  for (const prefix of prefixes)
    queryClient.setQueryDefaults(JSON.parse(prefix) as string[], { gcTime: OFFLINE_MAX_AGE_MS });
};

/** When what is shown was last fetched (the newest kept answer), or `null` when nothing is kept. */
export const lastSeenAt = (queryClient: QueryClient): number | null => {
  let newest = 0;
  for (const query of queryClient.getQueryCache().getAll())
    if (shouldPersistQuery(query)) newest = Math.max(newest, query.state.dataUpdatedAt);
  return newest > 0 ? newest : null;
};
