import { accountOperations } from './api-operations/account.ts';
import { calendarOperations } from './api-operations/calendar.ts';
import { cvOperations } from './api-operations/cv.ts';
import { inboxOperations } from './api-operations/inbox.ts';
import { inboxSyncOperations } from './api-operations/inbox-sync.ts';
import { jobsOperations } from './api-operations/jobs.ts';
import { lettersOperations } from './api-operations/letters.ts';
import { remindersOperations } from './api-operations/reminders.ts';
import { sharingOperations } from './api-operations/sharing.ts';
import { videosOperations } from './api-operations/videos.ts';
import type { ApiOperations, ApiTag } from './platform/http/openapi.ts';

/**
 * The API reference's one table: every operation's id, summary, feature tag and whether it is
 * public, keyed by "METHOD /api/path" as Fastify registers it. The OpenAPI transform applies it to
 * each route (`platform/http/openapi.ts`); the shapes stay in the routes' contract schemas.
 * `openapi.test.ts` fails when a registered route has no line (or a line has no route).
 */
export const API_TAGS: readonly ApiTag[] = [
  {
    name: 'auth',
    description: 'Sign-up, sign-in (password, Google, Facebook), sessions, passwords and deletion.',
  },
  { name: 'profile', description: 'The account holder’s profile and photo.' },
  { name: 'jobs', description: 'The job board: lanes, order, pins, interviews and attachments.' },
  {
    name: 'inbox-sync',
    description: 'A connected mailbox (IMAP): syncs, and the board changes its mail suggests.',
  },
  { name: 'calendar', description: 'Interviews in the user’s own calendar: .ics files and a private feed.' },
  { name: 'reminders', description: 'Follow-up reminders by e-mail: settings and unsubscribing.' },
  { name: 'job-report', description: 'The job-search report, on screen and as a PDF.' },
  { name: 'cv', description: 'The CV builder: experience, education, certifications, skills, languages.' },
  {
    name: 'cv-import',
    description: 'Reading an existing CV into the builder, and the self-introduction script.',
  },
  { name: 'endorsements', description: 'Asking people for endorsements, and the pages they answer on.' },
  { name: 'sharing', description: 'Shareable CV links, the PDF CV and the public profile.' },
  { name: 'letters', description: 'Application letters, templates and drafts.' },
  {
    name: 'videos',
    description: 'Self-introduction videos (Premium): upload, list, rename, delete and play.',
  },
  { name: 'inbox', description: 'Reading e-mail about the job search into facts for the board.' },
  { name: 'guides', description: 'Which first-use guides the user has finished.' },
  { name: 'system', description: 'Health and the installation’s public settings.' },
];

/**
 * The table; `videoMaxBytes` is the installation's VIDEO_MAX_BYTES. Each area's lines live in
 * `api-operations/<area>.ts`; a new route adds its line there.
 */
export const apiOperations = ({ videoMaxBytes }: { videoMaxBytes: number }): ApiOperations => ({
  ...accountOperations(),
  ...jobsOperations(),
  ...inboxSyncOperations(),
  ...calendarOperations(),
  ...remindersOperations(),
  ...cvOperations(),
  ...sharingOperations(),
  ...lettersOperations(),
  ...videosOperations({ videoMaxBytes }),
  ...inboxOperations(),
});
