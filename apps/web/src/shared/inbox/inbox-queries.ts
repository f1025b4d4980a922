import type { InboxConnectionResponse, InboxSuggestion } from '@hirelane/contract/inbox-sync';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http/http.ts';

/**
 * The mailbox's server state, read by the board (its "From your inbox" panel and the count in the
 * navigation), a job's timeline (undo) and drawer (reading one message), and Account → Inbox. The
 * reads live apart from the changes (inbox-api.ts): the board's first visit loads only these.
 */
export const inboxKeys = {
  connection: ['inbox', 'connection'] as const,
  suggestions: ['inbox', 'suggestions'] as const,
};

export type InboxSuggestionsResponse = { suggestions: InboxSuggestion[] };

/** GET /inbox/suggestions: what the synced mail offers to change on the board, newest first. */
const inboxSuggestionsOptions = () =>
  queryOptions({
    queryKey: inboxKeys.suggestions,
    queryFn: () => http.get<InboxSuggestionsResponse>('/inbox/suggestions'),
    // The count in the navigation is a hint: a failure to read it says nothing.
    meta: { errorToast: () => undefined },
  });

export function useInboxSuggestions(enabled = true) {
  return useQuery({ ...inboxSuggestionsOptions(), enabled });
}

/** GET /inbox/connection: the mailbox without its password, or null. */
export const inboxConnectionOptions = (errorToast: () => string | undefined = () => undefined) =>
  queryOptions({
    queryKey: inboxKeys.connection,
    queryFn: () => http.get<InboxConnectionResponse>('/inbox/connection'),
    meta: { errorToast },
  });
