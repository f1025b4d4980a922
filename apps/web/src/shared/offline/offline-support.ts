import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { http } from '../http/http.ts';
import { getSession, onSessionEnd } from '../session/session-store.ts';
import { whenIdle } from '../ui/when-idle.ts';
import { keepPersistedQueriesInMemory, OFFLINE_STORE_KEY } from './persisted-queries.ts';

/** The persister's writes are throttled by a second: the store is deleted again once that has passed. */
const LATE_WRITE_MS = 1500;
/** At the latest this long after the first paint the service worker is registered, idle or not. */
const SERVICE_WORKER_IDLE_TIMEOUT_MS = 3000;

/** Deletes what was kept for offline reading (the persisted queries). */
export async function deleteOfflineData(): Promise<void> {
  const { del } = await import('idb-keyval');
  await del(OFFLINE_STORE_KEY);
}

/**
 * Offline reading and the installed app, started in two steps so neither delays the first page:
 * `prepare` at start-up (cheap: the browser's online state for TanStack Query, and the sign-out that
 * deletes the kept data), `afterFirstPaint` once the app shows (the persister restores what was last
 * seen and keeps saving it while signed in; the service worker registers when the browser is idle).
 */
export function prepareOfflineSupport(queryClient: QueryClient): { afterFirstPaint: () => void } {
  // TanStack Query assumes online until an event says otherwise; a page loaded offline says so now,
  // so its queries wait (showing what was restored) instead of failing.
  onlineManager.setOnline(navigator.onLine !== false);
  keepPersistedQueriesInMemory(queryClient);
  let stopPersisting: (() => void) | undefined;
  onSessionEnd(() => {
    stopPersisting?.();
    stopPersisting = undefined;
    void deleteOfflineData();
    window.setTimeout(() => void deleteOfflineData(), LATE_WRITE_MS);
  });
  // A session opened offline has no token: it gets one as soon as the network is back.
  window.addEventListener('online', () => {
    const session = getSession();
    if (session.isAuthenticated && !session.accessToken) http.refreshSession().catch(() => undefined);
  });

  const afterFirstPaint = () => {
    if (getSession().isAuthenticated) {
      void import('./query-persistence.ts')
        .then((module) => module.persistQueries(queryClient))
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
