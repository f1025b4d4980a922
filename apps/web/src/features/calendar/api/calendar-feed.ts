import type { CalendarFeed, CalendarFeedResponse } from '@hirelane/contract/calendar';
import type { MessageResponse } from '@hirelane/contract/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getQuery } from '../../../shared/http/get-query.ts';
import { http } from '../../../shared/http/http.ts';
import { textOf } from '../../../shared/i18n/text-of.ts';

/** One query key for the feed's address: the page reads it, every change writes it. */
const feedKey = ['calendar', 'feed'] as const;

/** GET /calendar/feed: the private feed's addresses, or `feed: null` while it is off. */
const calendarFeedOptions = () =>
  getQuery<CalendarFeedResponse>(feedKey, '/calendar/feed', () => textOf('calendar', 'errors.load'));

export function useCalendarFeed() {
  return useQuery(calendarFeedOptions());
}

/** The three changes of the feed; each answer (or its absence) becomes the cached feed. */
const CHANGES = {
  create: () => http.put<CalendarFeed>('/calendar/feed'),
  rotate: () => http.post<CalendarFeed>('/calendar/feed/rotate'),
  turnOff: () => http.delete<MessageResponse>('/calendar/feed').then(() => null),
} as const;

export type CalendarFeedChange = keyof typeof CHANGES;

/** PUT /calendar/feed (turn on), POST /calendar/feed/rotate (new address), DELETE /calendar/feed (off). */
export function useChangeCalendarFeed(change: CalendarFeedChange) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: CHANGES[change],
    onSuccess: (feed) => queryClient.setQueryData<CalendarFeedResponse>(feedKey, { feed }),
    meta: { errorToast: () => textOf('calendar', `errors.${change}`) },
  });
}
