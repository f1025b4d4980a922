import type { InboxReadResponse } from '@hirelane/contract/inbox';
import type { inboxAppliedResponse } from '@hirelane/contract/inbox-sync';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../http/http.ts';
import { type InboxSuggestionsResponse, inboxKeys } from './inbox-queries.ts';

// The changes a mail makes to the board: from the board's panel, a job's timeline and drawer, and
// Account → Inbox. They load with those parts, never with the board's first visit.

type InboxApplied = z.infer<typeof inboxAppliedResponse>;

/**
 * After a mail changed the board: every job query (the board, details, timelines: all under
 * `['jobs']`) and the suggestions read again.
 */
export function refreshAfterMail(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['jobs'] });
  void queryClient.invalidateQueries({ queryKey: inboxKeys.suggestions });
}

const suggestionPath = (id: string) => `/inbox/suggestions/${encodeURIComponent(id)}`;

/** POST /inbox/suggestions/{id}/`step`: the job changes as `step` says; the board reads it again. */
function useSuggestionStep(step: 'accept' | 'undo', errorToast: () => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.post<InboxApplied>(`${suggestionPath(id)}/${step}`),
    onSuccess: () => refreshAfterMail(queryClient),
    meta: { errorToast },
  });
}

/** POST /inbox/suggestions/{id}/accept: the job moves (or is made). */
export const useAcceptSuggestion = (errorToast: () => string) => useSuggestionStep('accept', errorToast);

/** DELETE /inbox/suggestions/{id}: the suggestion is gone, the job as it was. */
export function useDismissSuggestion(errorToast: () => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete<{ message: string }>(suggestionPath(id)),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<InboxSuggestionsResponse>(inboxKeys.suggestions, (old) =>
        old ? { suggestions: old.suggestions.filter((suggestion) => suggestion.id !== id) } : old,
      );
      void queryClient.invalidateQueries({ queryKey: inboxKeys.suggestions });
    },
    meta: { errorToast },
  });
}

/** POST /inbox/suggestions/{id}/undo: the job's lane and interview as they were before the mail. */
export const useUndoSuggestion = (errorToast: () => string) => useSuggestionStep('undo', errorToast);

/** POST /inbox/read: the facts of one message (pasted text or a `.eml` file); nothing is stored. */
export function useReadMessage(errorToast: () => string) {
  return useMutation({
    mutationFn: (message: string | File) => {
      if (typeof message === 'string') return http.post<InboxReadResponse>('/inbox/read', { raw: message });
      const form = new FormData();
      form.append('file', message);
      return http.post<InboxReadResponse>('/inbox/read', form);
    },
    meta: { errorToast },
  });
}
