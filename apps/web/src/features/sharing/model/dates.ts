import type { Language } from '@hirelane/contract/constants';

// Day-month-year reads naturally in both languages: "31 Dec 2026" (en-GB), "31. des. 2026" (nb).
const INTL_LOCALES: Record<Language, string> = { en: 'en-GB', no: 'nb' };
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day (YYYY-MM-DD, as the expiry is stored) or a timestamp, written as a date. */
export function formatDay(value: string, language: Language): string {
  const dateOnly = ISO_DATE.exec(value);
  const date = dateOnly
    ? new Date(Date.UTC(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])))
    : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(INTL_LOCALES[language], {
    dateStyle: 'medium',
    // A calendar day is the same day everywhere; a timestamp shows as the viewer's local day.
    ...(dateOnly ? { timeZone: 'UTC' } : {}),
  }).format(date);
}

/** Today in the viewer's calendar, as YYYY-MM-DD (the earliest expiry a link can get). */
export function todayIso(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The dayjs locale of the date picker for the interface language. */
export function pickerLocale(language: Language): string {
  return language === 'no' ? 'nb' : 'en';
}
