import { INTERVIEW_MINUTES } from '@hirelane/contract/calendar';
import type { Language } from '@hirelane/contract/constants';
import { textsFor } from '../../platform/i18n/texts.ts';
import { calendar, type IcsEvent, type IcsProperty, text, utc } from './ics.ts';

/** What a calendar event of an interview is made from. */
export type Interview = {
  jobId: string;
  position: string;
  company: string;
  location: string | null;
  postingUrl: string | null;
  startsAt: Date;
  updatedAt: Date;
};

const PRODID = '-//Hirelane//Interview calendar//EN';

/** Where a job opens in the web app: the board with its details drawer. */
const jobLink = (publicUrl: URL, jobId: string): string =>
  new URL(`/?job=${encodeURIComponent(jobId)}`, publicUrl).toString();

type EventContext = { language: Language; publicUrl: URL; now: Date };

/** One VEVENT: UID stable per job, times in UTC, a link back to the job. */
const interviewEvent = (job: Interview, context: EventContext): IcsEvent => {
  const words = textsFor(context.language).calendar;
  const link = jobLink(context.publicUrl, job.jobId);
  const description = [
    `${words.open}: ${link}`,
    ...(job.postingUrl ? [`${words.ad}: ${job.postingUrl}`] : []),
  ].join('\n');
  const properties: IcsProperty[] = [
    ['UID', `job-${job.jobId}@hirelane`],
    ['DTSTAMP', utc(context.now)],
    ['LAST-MODIFIED', utc(job.updatedAt)],
    ['DTSTART', utc(job.startsAt)],
    ['DTEND', utc(new Date(job.startsAt.getTime() + INTERVIEW_MINUTES * 60_000))],
    ['SUMMARY', text(words.summary(job.position, job.company))],
    ...(job.location ? ([['LOCATION', text(job.location)]] as const) : []),
    ['DESCRIPTION', text(description)],
    ['URL', link],
    ['STATUS', 'CONFIRMED'],
    ['TRANSP', 'OPAQUE'],
  ];
  return properties;
};

const head = (extra: readonly IcsProperty[] = []): IcsProperty[] => [
  ['PRODID', PRODID],
  ['VERSION', '2.0'],
  ['CALSCALE', 'GREGORIAN'],
  ['METHOD', 'PUBLISH'],
  ...extra,
];

/** The .ics of one job's interview (a download the user imports). */
export const interviewCalendar = (job: Interview, context: EventContext): string =>
  calendar(head(), [interviewEvent(job, context)]);

/** The subscribed feed: every upcoming interview, named, with how often calendars should look again. */
export const interviewFeed = (jobs: readonly Interview[], context: EventContext): string => {
  const name = text(textsFor(context.language).calendar.feedName);
  return calendar(
    head([
      ['NAME', name],
      ['X-WR-CALNAME', name],
      ['REFRESH-INTERVAL;VALUE=DURATION', 'PT1H'],
      ['X-PUBLISHED-TTL', 'PT1H'],
    ]),
    jobs.map((job) => interviewEvent(job, context)),
  );
};
