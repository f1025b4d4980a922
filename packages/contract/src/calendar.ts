import { z } from 'zod';

/** An interview has no end in Hirelane: calendars get this long an event. */
export const INTERVIEW_MINUTES = 60;

/**
 * The private calendar feed of a user's upcoming interviews: `url` (https, or http on a local
 * installation) to paste into a calendar, `webcalUrl` for one-click subscription.
 */
export const calendarFeed = z.object({
  url: z.string(),
  webcalUrl: z.string(),
  createdAt: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeed>;

/** GET /calendar/feed: the feed, or null while it is turned off. */
export const calendarFeedResponse = z.object({ feed: calendarFeed.nullable() });
export type CalendarFeedResponse = z.infer<typeof calendarFeedResponse>;

/** GET /calendar/{token}.ics: the secret of the feed's address (an unknown one is a 404). */
export const calendarFeedParams = z.object({ token: z.string().max(100) });
