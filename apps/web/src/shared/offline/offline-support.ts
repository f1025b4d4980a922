import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { http } from '../http/http.ts';
import { getSession, onSessionEnd } from '../session/session-store.ts';
import { whenIdle } from '../ui/when-idle.ts';
import { keepPersistedQueriesInMemory, OFFLINE_STORE_KEY } from './persisted-queries.ts';

/** At the latest this long after the first paint the service worker is registered, idle or not. */
const SERVICE_WORKER_IDLE_TIMEOUT_MS = 3000;

/** Deletes what was kept for offline reading (the persisted queries) and the changes waiting to be sent. */
export async function deleteOfflineData(): Promise<void> {
  const { del } = await import('idb-keyval');
  await del(OFFLINE_STORE_KEY);
}

/**
 * Offline reading and the installed app, started in two steps so neither delays the first page:
 * `prepare` at start-up (cheap: the browser's online state for TanStack Query, and the sign-out that
 * deletes the kept data and the changes waiting to be sent), `afterFirstPaint` once the app shows
 * (the persister restores what was last seen and the changes made offline, and keeps saving them
 * while signed in; the service worker registers when the browser is idle).
 */
export function prepareOfflineSupport(
  queryClient: QueryClient,
  /** Sets the mutation defaults of every change that may be made offline (loaded only to restore kept ones). */
  loadWriteDefaults: () => Promise<void>,
): { afterFirstPaint: () => void } {
  // TanStack Query assumes online until an event says otherwise; a page loaded offline says so now,
  // so its queries wait (showing what was restored) instead of failing.
  onlineManager.setOnline(navigator.onLine !== false);
  keepPersistedQueriesInMemory(queryClient);
  let stopPersisting: (() => void) | undefined;
  // The page waits for the deleting before it leaves for the sign-in page (`sessionCleanedUp`).
  onSessionEnd(() => {
    stopPersisting?.();
    stopPersisting = undefined;
    return deleteOfflineData();
  });
  // A session opened offline has no token: it gets one as soon as the network is back.
  window.addEventListener('online', () => {
    const session = getSession();
    if (session.isAuthenticated && !session.accessToken) http.refreshSession().catch(() => undefined);
  });

  const afterFirstPaint = () => {
    if (getSession().isAuthenticated) {
      void import('./query-persistence.ts')
        .then((module) => module.persistQueries(queryClient, loadWriteDefaults))
        .then(({ stop }) => {
          if (getSession().isAuthenticated && !stopPersisting) stopPersisting = stop;
          else stop();
        });
    } else {
      // Nobody is signed in here: nothing of a former session stays.
      void deleteOfflineData();
    }
    if (import.meta.env.PROD && 'serviceWorker' in navigator)
      whenIdle(
        () => void import('./service-worker.ts').then((module) => module.registerServiceWorker()),
        SERVICE_WORKER_IDLE_TIMEOUT_MS,
      );
  };
  return { afterFirstPaint };
}
