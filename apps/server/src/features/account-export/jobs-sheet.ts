import { JOB_LANES, type Language } from '@hirelane/contract/constants';
import { textsFor } from '../../platform/i18n/texts.ts';
import { localTime } from '../../platform/local-time.ts';
import type { SheetJob } from './account-export.repository.ts';

/** Tells Excel the file is UTF-8, so æ, ø and å arrive as written. */
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula (or as DDE) when it starts with one of these: =, +,
 * -, @, a tab, a carriage return or a NUL, also when white space comes first (an import may trim
 * it). Such a cell gets a leading apostrophe, which spreadsheets show as text (CSV injection).
 */
const FORMULA_START = /^(?:[\s\0]*[=+\-@]|[\t\r\0])/;

const cell = (value: string): string => {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  // RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled.
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** RFC 4180 text (CRLF after every record) with the UTF-8 byte order mark in front. */
const toCsv = (records: readonly (readonly string[])[]): string =>
  `${BYTE_ORDER_MARK}${records.map((record) => `${record.map(cell).join(',')}\r\n`).join('')}`;

/** "2026-11-26 08:30" (UTC) from an ISO-8601 instant: a form spreadsheets read as a date and time. */
const minute = (iso: string | null): string => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : '');

/** The same instant as the clocks of `timeZone` show it, in the same form. */
const localMinute = (iso: string | null, timeZone: string): string => {
  if (!iso) return '';
  const { day, time } = localTime(new Date(iso), timeZone);
  return `${day} ${time}`;
};

/**
 * The jobs as a spreadsheet (jobs.csv in the data export): one row per job in board order (lane
 * by lane, pinned first), titles and words in `language`, amounts as plain numbers. Times are in
 * UTC, as their titles say; with the user's `timeZone` the interview is also given on their clocks.
 */
export const jobsCsv = (jobs: readonly SheetJob[], language: Language, timeZone: string | null): string => {
  const words = textsFor(language).jobsSheet;
  const { columns } = words;
  const ordered = [...jobs].sort((a, b) => JOB_LANES.indexOf(a.status) - JOB_LANES.indexOf(b.status));
  const text = (value: string | null) => value ?? '';
  const amount = (value: number | null) => (value === null ? '' : String(value));
  return toCsv([
    [
      columns.position,
      columns.company,
      columns.location,
      columns.workplace,
      columns.employmentType,
      columns.lane,
      columns.pinned,
      columns.postingUrl,
      columns.salaryText,
      columns.salaryMin,
      columns.salaryMax,
      columns.salaryCurrency,
      columns.salaryPeriod,
      columns.deadline,
      columns.appliedDate,
      columns.nextInterview,
      ...(timeZone ? [columns.nextInterviewLocal(timeZone)] : []),
      columns.source,
      columns.contactName,
      columns.contactEmail,
      columns.contactPhone,
      columns.description,
      columns.notes,
      columns.attachment,
      columns.added,
      columns.updated,
    ],
    ...ordered.map((job) => [
      job.position,
      job.company,
      text(job.location),
      job.workplace ? words.workplaces[job.workplace] : '',
      job.employmentType ? words.employmentTypes[job.employmentType] : '',
      words.lanes[job.status],
      job.isPinned ? words.yes : '',
      text(job.postingUrl),
      text(job.salaryText),
      amount(job.salaryMin),
      amount(job.salaryMax),
      text(job.salaryCurrency),
      job.salaryPeriod ? words.salaryPeriods[job.salaryPeriod] : '',
      text(job.deadline),
      text(job.appliedDate),
      minute(job.nextInterviewDate),
      ...(timeZone ? [localMinute(job.nextInterviewDate, timeZone)] : []),
      text(job.source),
      text(job.contactName),
      text(job.contactEmail),
      text(job.contactPhone),
      text(job.description),
      text(job.notes),
      text(job.attachment?.fileName ?? null),
      minute(job.createdAt),
      minute(job.updatedAt),
    ]),
  ]);
};
