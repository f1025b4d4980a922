import type { Language } from '@hirelane/contract/constants';

// Intl knows Norwegian Bokmål as "nb"; en-US writes "Mar 2021" where en-GB would write "Sept".
const INTL_LOCALES: Record<Language, string> = { en: 'en-US', no: 'nb' };
const YEAR_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** "2021-03" → "Mar 2021" (en) or "mar. 2021" (no); anything that is not a month is returned as given. */
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
 * A period as a CV writes it: "Mar 2021 – Jun 2023"; with no end, "Mar 2021 – Present" when
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
