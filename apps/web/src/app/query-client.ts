import { QueryClient } from '@tanstack/react-query';
import { errorToastCaches } from '../shared/http/error-toast.ts';
import { onSessionEnd } from '../shared/session/session-store.ts';

/**
 * One cache for the whole app; its caches turn a failed query or mutation into the toast
 * (shared/http/error-toast.ts). It is emptied whenever a session ends (logout, failed refresh), so
 * nothing of one user can show to the next.
 */
export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    ...errorToastCaches(),
    defaultOptions: {
      queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
      // A change made offline is sent at once and fails saying the app is offline (the HTTP client
      // knows), rather than waiting unseen for the network.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  onSessionEnd(() => queryClient.clear());
  return queryClient;
}
