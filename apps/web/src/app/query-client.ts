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
      mutations: { retry: false },
    },
  });
  onSessionEnd(() => queryClient.clear());
  return queryClient;
}
