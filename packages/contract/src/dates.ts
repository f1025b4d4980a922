import type { Language } from './constants.ts';

/**
 * The one place that knows locales: every screen and the PDFs format dates, months and numbers
 * through these functions, so a date reads the same wherever it shows. English is British
 * (day before month, 24-hour clock, as Norwegian readers expect); Norwegian is Bokmål.
 */
export const INTL_LOCALES = { en: 'en-GB', no: 'nb-NO' } as const satisfies Record<Language, string>;
/** dayjs (under Mantine's date pickers) calls British English "en-gb" and Bokmål "nb". */
export const DAYJS_LOCALES = { en: 'en-gb', no: 'nb' } as const satisfies Record<Language, string>;

export const intlLocale = (language: Language): string => INTL_LOCALES[language];

/** The `lang` attribute of text written in `language` (Norwegian text is Bokmål: screen readers and hyphenation). */
export const contentLang = (language: Language): string => CONTENT_LANGS[language];
const CONTENT_LANGS = { en: 'en', no: 'nb' } as const satisfies Record<Language, string>;

// Building an Intl formatter costs far more than using one: one per locale and style, reused.
const formats = new Map<string, Intl.DateTimeFormat>();
const dateFormat = (language: Language, style: string, options: Intl.DateTimeFormatOptions) => {
  const key = `${language}|${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[language], options);
    formats.set(key, format);
  }
  return format;
};

const YEAR_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const YEAR = /^\d{4}$/;

/**
 * A CV's date, as precise as the CV gives it: a year ("2017") or a month ("2024-09"). No month is
 * made up for a year: it stays a year wherever it is stored or shown.
 */
export const CV_DATE = /^\d{4}(?:-(?:0[1-9]|1[0-2]))?$/;

/** The first month a CV date can mean: a year starts in January ("2020" → "2020-01"); a month is itself. */
export const firstMonthOf = (date: string): string => (YEAR.test(date) ? `${date}-01` : date);

/** The last month a CV date can mean: a year ends in December ("2020" → "2020-12"); a month is itself. */
export const lastMonthOf = (date: string): string => (YEAR.test(date) ? `${date}-12` : date);

/** "2024-09" → "Sept 2024" / "sep. 2024"; a year stays "2024"; anything else is returned as given. */
export function formatMonth(yearMonth: string, language: Language): string {
  const match = YEAR_MONTH.exec(yearMonth);
  if (!match) return yearMonth;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return dateFormat(language, 'month', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** The twelve months' names, January first: "January" … / "januar" … (a month field's choices). */
export function monthNames(language: Language): string[] {
  const format = dateFormat(language, 'month-name', { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => format.format(new Date(Date.UTC(2024, index, 1))));
}

/**
 * A period as CVs write it: "Jan 2020 – Mar 2022", or in years "2017 – 2020"; with no end,
 * "Jan 2020 – Present" when `openEnd` names the open end, else just the start; one month (or
 * year) when start and end are the same.
 */
export function formatPeriod(
  start: string,
  end: string | null | undefined,
  language: Language,
  openEnd: string | null,
): string {
  const from = formatMonth(start, language);
  if (!end) return openEnd ? `${from} – ${openEnd}` : from;
  if (end === start) return from;
  return `${from} – ${formatMonth(end, language)}`;
}

/**
 * A calendar day (YYYY-MM-DD, the same day everywhere) or a timestamp (the viewer's local day):
 * "31 Dec 2026" / "31. des. 2026", or with `long` "31 December 2026" / "31. desember 2026".
 */
export function formatDate(value: string, language: Language, style: 'medium' | 'long' = 'medium'): string {
  const day = ISO_DATE.exec(value);
  const date = day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const options: Intl.DateTimeFormatOptions =
    style === 'long' ? { day: 'numeric', month: 'long', year: 'numeric' } : { dateStyle: 'medium' };
  return dateFormat(language, `${style}|${day ? 'utc' : 'local'}`, {
    ...options,
    ...(day ? { timeZone: 'UTC' } : {}),
  }).format(date);
}

/** "Tuesday, 2 June 2026 at 10:00" — an interview time with the weekday people plan by. */
export function formatDateTime(iso: string, language: Language): string {
  return dateFormat(language, 'date-time', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

export type RelativeParts = { value: number; unit: Intl.RelativeTimeFormatUnit };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const startOfDay = (date: Date): number =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/**
 * How far `date` is from `now` in the unit a person would use: minutes and hours today, then
 * calendar days ("tomorrow", "in 2 days"), weeks and months.
 */
export function relativeParts(date: Date, now: Date): RelativeParts {
  const diff = date.getTime() - now.getTime();
  const days = Math.round((startOfDay(date) - startOfDay(now)) / (24 * HOUR));
  if (days === 0) {
    if (Math.abs(diff) < MINUTE) return { value: 0, unit: 'second' };
    // "in 50 minutes", then hours: "in 1 hour" reads better than "in 58 minutes".
    if (Math.abs(diff) < 50 * MINUTE) return { value: Math.round(diff / MINUTE), unit: 'minute' };
    return { value: Math.round(diff / HOUR), unit: 'hour' };
  }
  if (Math.abs(days) < 7) return { value: days, unit: 'day' };
  if (Math.abs(days) < 28) return { value: Math.round(days / 7), unit: 'week' };
  return { value: Math.round(days / 30), unit: 'month' };
}

const relativeFormats = new Map<Language, Intl.RelativeTimeFormat>();

/**
 * A number of calendar days as people write them, where the locale data words them otherwise:
 * ICU counts Norwegian days as "døgn" (spans of 24 hours: "om 12 døgn"), but a deadline or an edit
 * is so many days away, "om 12 dager". null: the locale's own words are right.
 */
const DAY_COUNTS: Record<Language, ((days: number) => string) | null> = {
  en: null,
  no: (days) => {
    const count = `${Math.abs(days)} ${Math.abs(days) === 1 ? 'dag' : 'dager'}`;
    return days < 0 ? `for ${count} siden` : `om ${count}`;
  },
};

/** "in 3 days", "tomorrow", "om 3 dager", "i går", "om 2 uker" … in the interface language. */
export function formatRelativeUnit(
  value: number,
  unit: Intl.RelativeTimeFormatUnit,
  language: Language,
): string {
  let format = relativeFormats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(INTL_LOCALES[language], { numeric: 'auto' });
    relativeFormats.set(language, format);
  }
  const days = DAY_COUNTS[language];
  // Only a count is reworded: "i morgen" and "i overmorgen" are the locale's words, and right.
  const counted = format.formatToParts(value, unit).some((part) => part.type === 'integer');
  return days && counted && (unit === 'day' || unit === 'days') ? days(value) : format.format(value, unit);
}

/** How far `iso` is from `now`, in the unit a person would use and the interface language. */
export function formatRelative(iso: string, now: Date, language: Language): string {
  const { value, unit } = relativeParts(new Date(iso), now);
  return formatRelativeUnit(value, unit, language);
}

/** Names of languages ('language') or countries ('region') by code, in the interface language. */
export function displayNames(language: Language, type: 'language' | 'region'): Intl.DisplayNames {
  return new Intl.DisplayNames([INTL_LOCALES[language]], { type });
}
