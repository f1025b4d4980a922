import type { Language } from './constants.ts';

/*
 * Days in date fields: typed and shown as the interface language writes them, never in
 * the browser's own format. Apart from dates.ts so the pages that only show dates (the board) do
 * not carry the parsing.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * How a date field shows a day and how people type it: 31/05/1990 (en-GB), 31.05.1990 (nb-NO).
 * In dayjs tokens, for Mantine's pickers; `formatDayInput` and `parseDayInput` do the same by hand.
 */
export const DAY_INPUT_FORMATS = { en: 'DD/MM/YYYY', no: 'DD.MM.YYYY' } as const satisfies Record<
  Language,
  string
>;
const DAY_INPUT_SEPARATORS = { en: '/', no: '.' } as const satisfies Record<Language, string>;
/** What a date field's placeholder says it wants: "dd/mm/yyyy", "dd.mm.åååå". */
export const DAY_INPUT_PLACEHOLDERS = { en: 'dd/mm/yyyy', no: 'dd.mm.åååå' } as const satisfies Record<
  Language,
  string
>;

const pad2 = (value: number | string) => String(value).padStart(2, '0');

/** A date field's text of a day: "1990-05-31" → "31/05/1990" / "31.05.1990"; anything else as given. */
export function formatDayInput(isoDay: string, language: Language): string {
  const day = ISO_DATE.exec(isoDay);
  if (!day) return isoDay;
  const separator = DAY_INPUT_SEPARATORS[language];
  return [day[3], day[2], day[1]].join(separator);
}

const TYPED_DAY = /^(\d{1,2})\s*[./\-\s]\s*(\d{1,2})\s*[./\-\s]\s*(\d{4})$/;

/**
 * A day as people type it into a date field — day first, then month and a four-digit year, with
 * dots, slashes, dashes or spaces between ("31.05.1990", "1/5/1990") — or as ISO "1990-05-31".
 * Returns YYYY-MM-DD, or null when the text is no real day (31.02.1990, 1990, "soon").
 */
export function parseDayInput(text: string): string | null {
  const trimmed = text.trim();
  const iso = ISO_DATE.exec(trimmed);
  const typed = iso ? null : TYPED_DAY.exec(trimmed);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : typed
      ? [Number(typed[3]), Number(typed[2]), Number(typed[1])]
      : [0, 0, 0];
  if (year < 1000 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad2(month)}-${pad2(day)}`;
}
