import { z } from 'zod';

/** Follow-up reminders: what a new account gets until its owner changes it. */
export const REMINDER_DEFAULTS = {
  staleEnabled: true,
  staleDays: 7,
  interviewEnabled: true,
  timeZone: 'Europe/Oslo',
} as const;
export const STALE_DAYS_MIN = 1;
export const STALE_DAYS_MAX = 60;

/** True for a time zone name this runtime knows (IANA, e.g. Europe/Oslo). */
export const isTimeZone = (name: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
};

/**
 * GET/PUT /reminders/settings. `staleEnabled`: a reminder when an application (applied or
 * interviewed lane) has had no change for `staleDays` days, and again every `staleDays` days after;
 * `interviewEnabled`: a reminder the day before an interview. Both arrive in one e-mail a day at
 * most, in the morning of `timeZone` (the web sends the browser's zone when it saves).
 */
export const reminderSettings = z.object({
  staleEnabled: z.boolean(),
  staleDays: z
    .number({ message: 'Enter a number of days' })
    .int('Enter a whole number of days')
    .min(STALE_DAYS_MIN, `Enter at least ${STALE_DAYS_MIN} day`)
    .max(STALE_DAYS_MAX, `Enter at most ${STALE_DAYS_MAX} days`),
  interviewEnabled: z.boolean(),
  timeZone: z.string().max(64).refine(isTimeZone, 'Choose a time zone from the list'),
});
export type ReminderSettings = z.infer<typeof reminderSettings>;

/**
 * POST /reminders/unsubscribe: turns every reminder e-mail off without signing in. The token comes
 * from the mail's link (JSON body, from the web page) or from its List-Unsubscribe address (query,
 * one-click per RFC 8058, whose form body says only `List-Unsubscribe=One-Click`).
 */
export const unsubscribeQuery = z.object({ token: z.string().max(200).optional() });
export const unsubscribeBody = z
  .object({ token: z.string().max(200).optional(), 'List-Unsubscribe': z.string().max(50).optional() })
  .optional();
