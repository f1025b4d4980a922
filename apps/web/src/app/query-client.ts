import { QueryClient } from '@tanstack/react-query';
import { onSessionEnd } from '../shared/session/session-store.ts';

/**
 * One cache for the whole app. It is emptied whenever a session ends (logout, failed refresh), so
 * nothing of one user can show to the next.
 */
export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  onSessionEnd(() => queryClient.clear());
  return queryClient;
}
