import { calendarFeed, calendarFeedParams, calendarFeedResponse } from '@hirelane/contract/calendar';
import { messageResponse } from '@hirelane/contract/common';
import { jobIdParams } from '@hirelane/contract/jobs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendDownload } from '../../platform/http/download.ts';
import { privateAnswer } from '../../platform/http/private-answer.ts';
import { MINUTE } from '../../platform/http/rate-limit.ts';
import { requestLocale } from '../../platform/http/request-locale.ts';
import { publicRoutes, signedInRoutes } from '../../platform/http/route-plugins.ts';
import { answers, errorResponses } from '../../platform/http/route-schema.ts';
import type { CalendarService, IcsFile } from './calendar.service.ts';

const ICS_TYPE = 'text/calendar; charset=utf-8';

const sendIcs = (reply: FastifyReply, file: IcsFile) => sendDownload(reply, { ...file, mimeType: ICS_TYPE });

/** The owner's calendar: one job's interview as .ics, and the feed's address (on, new, off). */
export const calendarRoutes = signedInRoutes((r, { calendar }: { calendar: CalendarService }) => {
  r.get(
    '/jobs/:id/interview.ics',
    { schema: { params: jobIdParams, description: "The job's interview as an iCalendar file." } },
    async (request, reply) =>
      sendIcs(reply, await calendar.interviewFile(request.userId, request.params.id, requestLocale(request))),
  );

  r.get('/calendar/feed', answers(calendarFeedResponse, [401]), async (request) => ({
    feed: await calendar.getFeed(request.userId),
  }));
  r.put('/calendar/feed', answers(calendarFeed, [401]), (request) => calendar.enableFeed(request.userId));
  r.post('/calendar/feed/rotate', answers(calendarFeed, [401]), (request) =>
    calendar.rotateFeed(request.userId),
  );
  r.delete('/calendar/feed', answers(messageResponse, [401]), async (request) => {
    await calendar.disableFeed(request.userId);
    return { message: 'The calendar link is turned off' };
  });
});

/** The feed calendars subscribe to: the token in the address is the only credential. */
export const publicCalendarRoutes = publicRoutes((r, { calendar }: { calendar: CalendarService }) => {
  r.get(
    '/calendar/:token.ics',
    {
      // Counted per feed, not per address: Google's and Microsoft's fetchers share addresses
      // across many people, and each calendar looks at most every few minutes.
      config: {
        rateLimit: {
          max: 60,
          timeWindow: 15 * MINUTE,
          keyGenerator: (request: FastifyRequest) =>
            `calendar-feed|${(request.params as { token?: string }).token ?? ''}`,
        },
      },
      schema: { params: calendarFeedParams, response: { ...errorResponses(404, 429) } },
    },
    async (request, reply) => {
      privateAnswer(reply);
      return sendIcs(reply, await calendar.feedFile(request.params.token));
    },
  );
});
