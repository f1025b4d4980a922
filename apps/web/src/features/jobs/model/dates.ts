import type { Language } from '@hirelane/contract/constants';

/** The Intl locale of an interface language: Norwegian is written in Bokmål. */
export function intlLocale(language: Language): string {
  return language === 'no' ? 'nb-NO' : 'en-GB';
}

export type RelativeParts = { value: number; unit: Intl.RelativeTimeFormatUnit };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

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

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** "in 2 days", "tomorrow", "om 2 dager", … in the interface language. */
export function formatRelative(iso: string, now: Date, language: Language): string {
  const locale = intlLocale(language);
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormats.set(locale, format);
  }
  const { value, unit } = relativeParts(new Date(iso), now);
  return format.format(value, unit);
}

// Building an Intl formatter costs far more than using one: one per locale and style, reused.
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
function cachedFormat(locale: string, style: 'dateTime' | 'date'): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      locale,
      style === 'dateTime'
        ? {
            weekday: 'long',
            day: 'numeric',
            month: 'long',
            year: 'numeric',
            hour: '2-digit',
            minute: '2-digit',
          }
        : { day: 'numeric', month: 'long', year: 'numeric' },
    );
    dateTimeFormats.set(key, format);
  }
  return format;
}

/** "Tuesday 2 June 2026 at 10:00" — an interview time with the weekday people plan by. */
export function formatDateTime(iso: string, language: Language): string {
  return cachedFormat(intlLocale(language), 'dateTime').format(new Date(iso));
}

/** A calendar date (YYYY-MM-DD, no time zone) as "2 June 2026". */
export function formatDate(isoDate: string, language: Language): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return cachedFormat(intlLocale(language), 'date').format(new Date(year, month - 1, day));
}

/** Mantine's date-time picker speaks local "YYYY-MM-DD HH:mm:ss"; the API speaks ISO with a zone. */
export function pickerValueToIso(value: string | null): string | null {
  if (!value) return null;
  const date = new Date(value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function isoToPickerValue(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}:00`;
}
