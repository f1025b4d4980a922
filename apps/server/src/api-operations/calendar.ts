import type { ApiOperations } from '../platform/http/openapi.ts';
import { op } from './operation.ts';

const ics = ['text/calendar'];

/** Interviews in the user's own calendar: one job's .ics and the private feed. */
export const calendarOperations = (): ApiOperations => ({
  'GET /api/jobs/:id/interview.ics': op(
    'calendar',
    'downloadInterviewIcs',
    'Download a job’s interview as .ics',
    {
      description:
        'One VEVENT (RFC 5545): UID stable per job, start in UTC, one hour long, a link back to the job. 404 when the job has no interview.',
      errors: [404],
      produces: ics,
    },
  ),
  'GET /api/calendar/feed': op('calendar', 'getCalendarFeed', 'Get the calendar feed’s address', {
    description: '`feed` is null while the feed is off.',
  }),
  'PUT /api/calendar/feed': op('calendar', 'enableCalendarFeed', 'Turn the calendar feed on', {
    description: 'Makes the private address on first use; later calls return the same one.',
  }),
  'POST /api/calendar/feed/rotate': op(
    'calendar',
    'rotateCalendarFeed',
    'Give the calendar feed a new address',
    {
      description: 'The old address answers 404 from now on; calendars must subscribe to the new one.',
    },
  ),
  'DELETE /api/calendar/feed': op('calendar', 'disableCalendarFeed', 'Turn the calendar feed off', {
    description: 'The address answers 404 from now on.',
  }),
  'GET /api/calendar/:token.ics': op('calendar', 'getCalendarFeedIcs', 'Read a calendar feed', {
    public: true,
    description:
      'What Google, Apple and Outlook calendars subscribe to (also as `webcal://`): every interview that has not ended. The token in the address is the only credential.',
    produces: ics,
  }),
});
