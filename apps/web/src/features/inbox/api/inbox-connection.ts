import type {
  InboxConnection,
  InboxConnectionResponse,
  InboxSyncResponse,
  inboxConnectionInput,
} from '@hirelane/contract/inbox-sync';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../shared/http/http.ts';
import { textOf } from '../../../shared/i18n/text-of.ts';
import { refreshAfterMail } from '../../../shared/inbox/inbox-api.ts';
import { inboxConnectionOptions, inboxKeys } from '../../../shared/inbox/inbox-queries.ts';

export type InboxConnectionValues = z.output<typeof inboxConnectionInput>;

/** GET /inbox/connection: the connected mailbox (never its password), or null. */
export function useInboxConnection() {
  return useQuery(inboxConnectionOptions(() => textOf('inbox', 'errors.load')));
}

const setConnection = (queryClient: ReturnType<typeof useQueryClient>, connection: InboxConnection | null) =>
  queryClient.setQueryData<InboxConnectionResponse>(inboxKeys.connection, { connection });

/** PUT /inbox/connection: logs in to the mail server and keeps the mailbox (the password encrypted). */
export function useConnectInbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: InboxConnectionValues) => http.put<InboxConnection>('/inbox/connection', values),
    onSuccess: (connection) => setConnection(queryClient, connection),
    meta: { errorToast: () => textOf('inbox', 'errors.connect') },
  });
}

/** PUT /inbox/connection/settings: whether suggestions apply themselves. */
export function useInboxSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (autoApply: boolean) =>
      http.put<InboxConnection>('/inbox/connection/settings', { autoApply }),
    onSuccess: (connection) => setConnection(queryClient, connection),
    meta: { errorToast: () => textOf('inbox', 'errors.settings') },
  });
}

/** POST /inbox/sync: reads what arrived since the last sync; the board and suggestions read again. */
export function useSyncInbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.post<InboxSyncResponse>('/inbox/sync'),
    onSuccess: () => {
      refreshAfterMail(queryClient);
      void queryClient.invalidateQueries({ queryKey: inboxKeys.connection });
    },
    meta: { errorToast: () => textOf('inbox', 'errors.sync') },
  });
}

/** DELETE /inbox/connection: the mailbox and every fact read from it are gone. */
export function useDisconnectInbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.delete<{ message: string }>('/inbox/connection'),
    onSuccess: () => {
      setConnection(queryClient, null);
      queryClient.setQueryData(inboxKeys.suggestions, { suggestions: [] });
      refreshAfterMail(queryClient);
    },
    meta: { errorToast: () => textOf('inbox', 'errors.disconnect') },
  });
}
