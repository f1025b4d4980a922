import type { ApiOperations } from '../platform/http/openapi.ts';
import { op } from './operation.ts';

/** Follow-up reminders: the owner's choices and the way out of the e-mails without signing in. */
export const remindersOperations = (): ApiOperations => ({
  'GET /api/reminders/settings': op('reminders', 'getReminderSettings', 'Get the reminder settings', {
    description: 'The defaults (both on, 7 days, Europe/Oslo) until the user saves their own.',
  }),
  'PUT /api/reminders/settings': op('reminders', 'saveReminderSettings', 'Save the reminder settings', {
    description:
      'A reminder when an application (applied or interviewed) has had no change for `staleDays` days, and again every `staleDays` days after; one the day before an interview. At most one e-mail a day, in the morning of `timeZone`.',
  }),
  'POST /api/reminders/unsubscribe': op('reminders', 'unsubscribeReminders', 'Turn reminder e-mails off', {
    public: true,
    description:
      'The token from a digest’s link is the only credential, as JSON `{ token }` or in the query with the form body `List-Unsubscribe=One-Click` that mail apps send (RFC 8058). Turns both reminders off.',
    errors: [404],
  }),
});
