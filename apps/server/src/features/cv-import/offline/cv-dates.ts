import { allWords, alternation, CV_LANGUAGE_LIST } from './languages/index.ts';

/** Dates as CVs write them, in every language the parser reads, to months (YYYY-MM). */

/** Every language's month names and abbreviations → the month's number (1–12). */
const MONTHS = new Map(
  CV_LANGUAGE_LIST.flatMap((words) =>
    words.months.flatMap((names, index) => names.map((name) => [name, index + 1] as const)),
  ),
);

const MONTH_WORD = alternation([...MONTHS.keys()]);
const YEAR = '(?:19|20)\\d{2}';
/** One point in time: "jan. 2019", "January 2019", "03/2020", "03.2020", "2020-03", "2019". */
const POINT = `(?:(?:${MONTH_WORD})\\.?\\s+${YEAR}|(?:0?[1-9]|1[0-2])\\s*[/.]\\s*${YEAR}|${YEAR}-(?:0[1-9]|1[0-2])|${YEAR})`;
const OPEN_END = alternation(allWords((words) => words.present));
const SEPARATOR = `\\s*(?:–|—|-|‒|→|${alternation(allWords((words) => words.rangeTo))})\\s*`;
const SINCE_WORD = alternation(allWords((words) => words.since));

const RANGE = new RegExp(`(?<![\\p{L}\\d])(${POINT})${SEPARATOR}(${POINT}|${OPEN_END})(?![\\p{L}\\d])`, 'iu');
const SINGLE = new RegExp(`(?<![\\p{L}\\d/.])(${POINT})(?![\\p{L}\\d])`, 'iu');
const SINCE = new RegExp(`(?:${SINCE_WORD})\\s+(${POINT})(?![\\p{L}\\d])`, 'iu');

const pad = (month: number) => String(month).padStart(2, '0');

/** A point to a month; a bare year stays a year (no month is made up). */
const toMonth = (text: string): string | null => {
  const value = text.trim().toLowerCase();
  let match = new RegExp(`^(${MONTH_WORD})\\.?\\s+(${YEAR})$`, 'u').exec(value);
  if (match) return `${match[2]}-${pad(MONTHS.get(match[1] ?? '') ?? 1)}`;
  match = new RegExp(`^(0?[1-9]|1[0-2])\\s*[/.]\\s*(${YEAR})$`).exec(value);
  if (match) return `${match[2]}-${pad(Number(match[1]))}`;
  match = new RegExp(`^(${YEAR})-(0[1-9]|1[0-2])$`).exec(value);
  if (match) return `${match[1]}-${match[2]}`;
  match = new RegExp(`^(${YEAR})$`).exec(value);
  if (match) return match[1] ?? null;
  return null;
};

export type DateRange = { startDate: string; endDate: string | null; isCurrent: boolean };
export type FoundRange = DateRange & { text: string; index: number };

/** The first date range in a text ("Jan 2019 – Present", "2017–2020", "since 2021"), with where it stood. */
export const findRange = (text: string): FoundRange | null => {
  const range = RANGE.exec(text);
  if (range) {
    const startDate = toMonth(range[1] ?? '');
    const endText = range[2] ?? '';
    const isCurrent = new RegExp(`^(?:${OPEN_END})$`, 'iu').test(endText.trim());
    const endDate = isCurrent ? null : toMonth(endText);
    if (startDate && (isCurrent || endDate))
      return { startDate, endDate, isCurrent, text: range[0], index: range.index };
  }
  const since = SINCE.exec(text);
  const startDate = since && toMonth(since[1] ?? '');
  if (since && startDate)
    return { startDate, endDate: null, isCurrent: true, text: since[0], index: since.index };
  return null;
};

export type FoundMonth = { month: string; text: string; index: number };

/** The first single date in a text ("issued March 2021", "2019"), as a month. */
export const findMonth = (text: string): FoundMonth | null => {
  const found = SINGLE.exec(text);
  const month = found && toMonth(found[1] ?? '');
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
