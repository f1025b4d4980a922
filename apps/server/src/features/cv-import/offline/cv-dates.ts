/** Dates as CVs write them, in English and Norwegian, read to months (YYYY-MM). */

// biome-ignore format: a table reads best as a table
const MONTHS: Record<string, number> = {
  jan: 1, january: 1, januar: 1,
  feb: 2, february: 2, februar: 2,
  mar: 3, march: 3, mars: 3,
  apr: 4, april: 4,
  may: 5, mai: 5,
  jun: 6, june: 6, juni: 6,
  jul: 7, july: 7, juli: 7,
  aug: 8, august: 8,
  sep: 9, sept: 9, september: 9,
  oct: 10, october: 10, okt: 10, oktober: 10,
  nov: 11, november: 11,
  dec: 12, december: 12, des: 12, desember: 12,
};

const MONTH_WORD = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const YEAR = '(?:19|20)\\d{2}';
/** One point in time: "jan. 2019", "January 2019", "03/2020", "03.2020", "2020-03", "2019". */
const POINT = `(?:(?:${MONTH_WORD})\\.?\\s+${YEAR}|(?:0?[1-9]|1[0-2])\\s*[/.]\\s*${YEAR}|${YEAR}-(?:0[1-9]|1[0-2])|${YEAR})`;
const OPEN_END = 'present|current|now|today|ongoing|nå|dags dato|d\\.d\\.|pågående|i dag|per i dag|til nå';
const SEPARATOR = '\\s*(?:–|—|-|‒|to|til|until|→)\\s*';

const RANGE = new RegExp(`(?<![\\p{L}\\d])(${POINT})${SEPARATOR}(${POINT}|${OPEN_END})(?![\\p{L}\\d])`, 'iu');
const SINGLE = new RegExp(`(?<![\\p{L}\\d/.])(${POINT})(?![\\p{L}\\d])`, 'iu');
const SINCE = new RegExp(`(?:since|from|siden|fra)\\s+(${POINT})(?![\\p{L}\\d])`, 'iu');

const pad = (month: number) => String(month).padStart(2, '0');

/** A point to a month; a bare year is its first month, or its last when it ends a range. */
const toMonth = (text: string, end: boolean): string | null => {
  const value = text.trim().toLowerCase();
  let match = new RegExp(`^(${MONTH_WORD})\\.?\\s+(${YEAR})$`, 'u').exec(value);
  if (match) return `${match[2]}-${pad(MONTHS[match[1] ?? ''] ?? 1)}`;
  match = new RegExp(`^(0?[1-9]|1[0-2])\\s*[/.]\\s*(${YEAR})$`).exec(value);
  if (match) return `${match[2]}-${pad(Number(match[1]))}`;
  match = new RegExp(`^(${YEAR})-(0[1-9]|1[0-2])$`).exec(value);
  if (match) return `${match[1]}-${match[2]}`;
  match = new RegExp(`^(${YEAR})$`).exec(value);
  if (match) return `${match[1]}-${end ? '12' : '01'}`;
  return null;
};

export type DateRange = { startDate: string; endDate: string | null; isCurrent: boolean };
export type FoundRange = DateRange & { text: string; index: number };

/** The first date range in a text ("Jan 2019 – Present", "2017–2020", "since 2021"), with where it stood. */
export const findRange = (text: string): FoundRange | null => {
  const range = RANGE.exec(text);
  if (range) {
    const startDate = toMonth(range[1] ?? '', false);
    const endText = range[2] ?? '';
    const isCurrent = new RegExp(`^(?:${OPEN_END})$`, 'iu').test(endText.trim());
    const endDate = isCurrent ? null : toMonth(endText, true);
    if (startDate && (isCurrent || endDate))
      return { startDate, endDate, isCurrent, text: range[0], index: range.index };
  }
  const since = SINCE.exec(text);
  const startDate = since && toMonth(since[1] ?? '', false);
  if (since && startDate)
    return { startDate, endDate: null, isCurrent: true, text: since[0], index: since.index };
  return null;
};

export type FoundMonth = { month: string; text: string; index: number };

/** The first single date in a text ("issued March 2021", "2019"), as a month. */
export const findMonth = (text: string): FoundMonth | null => {
  const found = SINGLE.exec(text);
  const month = found && toMonth(found[1] ?? '', false);
  return found && month ? { month, text: found[0], index: found.index } : null;
};

export const trimSeparators = (text: string): string =>
  text
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:|·•–—()-]+|[\s,;:|·•–—(-]+$/gu, '')
    .replace(/\(\s*\)/g, '')
    .trim();

const DATE_WORDS = new RegExp(`(?:${MONTH_WORD})\\.?|${YEAR}|\\d{1,2}|${OPEN_END}|[–—‒/.,-]`, 'giu');

/** Text that is only a date or a piece of one ("januar 2017 – januar", "2020", "03/2021"). */
export const isDateText = (text: string): boolean =>
  /\d/.test(text) && text.replace(DATE_WORDS, '').replace(/\s+/g, '').length < 3;
