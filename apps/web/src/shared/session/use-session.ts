import { useSyncExternalStore } from 'react';
import type { SessionState } from './session-store.ts';
import { getSession, subscribeSession } from './session-store.ts';

/** Reads one slice of the session; re-renders only when that slice changes. */
export function useSession<T>(select: (session: SessionState) => T): T {
  return useSyncExternalStore(
    subscribeSession,
    () => select(getSession()),
    () => select(getSession()),
  );
}
