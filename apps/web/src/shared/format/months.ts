import type { Language } from '@hirelane/contract/constants';

// Intl knows Norwegian Bokmål as "nb"; en-US writes "Sep 2024" (en-GB would write "Sept").
const INTL_LOCALES: Record<Language, string> = { en: 'en-US', no: 'nb' };
const YEAR_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** "2024-09" → "Sep 2024" (en) or "sep. 2024" (no); anything else is returned as given. */
export function formatMonth(yearMonth: string, language: Language): string {
  const match = YEAR_MONTH.exec(yearMonth);
  if (!match) return yearMonth;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return new Intl.DateTimeFormat(INTL_LOCALES[language], {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * A period as CVs write it: "Jan 2020 – Mar 2022"; with no end, "Jan 2020 – Present" when
 * `openEnd` names the open end, else just the start; one month when start and end are the same.
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

/** "2024-09" → "2024-09-01", the date format of Mantine's month picker. */
export function toPickerDate(yearMonth: string | null | undefined): string | null {
  return yearMonth && YEAR_MONTH.test(yearMonth) ? `${yearMonth}-01` : null;
}

/** The month picker's "2024-09-01" → "2024-09", the contract's month precision. */
export function fromPickerDate(date: string | null | undefined): string | null {
  return date ? date.slice(0, 7) : null;
}

/** An ISO timestamp as a day: "Nov 22, 2026" (en) or "22. nov. 2026" (no). */
export function formatDay(timestamp: string, language: Language): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  return new Intl.DateTimeFormat(INTL_LOCALES[language], { dateStyle: 'medium' }).format(date);
}
