import { MONTHS } from '../../../domain/month-names.ts';
import { instantIn, type LocalTime, localDate } from './zoned-time.ts';

const WEEKDAYS: Record<string, number> = {
  sunday: 0,
  søndag: 0,
  monday: 1,
  mandag: 1,
  tuesday: 2,
  tirsdag: 2,
  wednesday: 3,
  onsdag: 3,
  thursday: 4,
  torsdag: 4,
  friday: 5,
  fredag: 5,
  saturday: 6,
  lørdag: 6,
  sun: 0,
  mon: 1,
  tue: 2,
  tues: 2,
  wed: 3,
  thu: 4,
  thur: 4,
  thurs: 4,
  fri: 5,
  sat: 6,
  man: 1,
  tir: 2,
  ons: 3,
  tor: 4,
  fre: 5,
  lør: 6,
  søn: 0,
};
/** Zones a mail may name after a time, as minutes ahead of UTC. */
const ZONES: Record<string, number> = { cet: 60, cest: 120, gmt: 0, utc: 0, bst: 60, z: 0 };

const month = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const weekday = Object.keys(WEEKDAYS)
  .sort((a, b) => b.length - a.length)
  .join('|');

type DateFound = { index: number; end: number; year?: number; month: number; day: number; weekday?: number };
type TimeFound = { hour: number; minute: number; offset?: number; end: number };

const DAY_MONTH = new RegExp(
  `(?:\\b(${weekday})\\.?,?\\s+(?:the\\s+|den\\s+)?)?\\b(\\d{1,2})(?:\\.|st|nd|rd|th)?\\s+(?:of\\s+)?(${month})\\b\\.?(?:,?\\s+(\\d{4})\\b)?`,
  'giu',
);
const MONTH_DAY = new RegExp(
  `(?:\\b(${weekday})\\.?,?\\s+)?\\b(${month})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+(\\d{4})\\b)?`,
  'giu',
);
const NUMERIC = new RegExp(
  `(?:\\b(${weekday})\\.?,?\\s+(?:den\\s+)?)?(?<![\\d.:/])(\\d{1,2})[./](\\d{1,2})(?:[./](\\d{4}|\\d{2}))?(?![\\d:]|\\.\\d)`,
  'giu',
);
const ISO = /\b(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2})?(Z|[+-]\d{2}:?\d{2})?)?/gu;
const TIME =
  /^[\s,]*(?:(?:at|kl\.?|klokka|klokken|from|fra|@|-|–|starting at|,|time:|tid:|tidspunkt:|klokkeslett:|start:|starts?:|kl:)\s*)*(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?(?:\s*\(?\s*(cet|cest|gmt|utc|bst)\b)?/iu;
const TIME_BEFORE =
  /(?:at|kl\.?|klokken)\s*(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?(?:\s*(cet|cest|gmt|utc|bst)\b)?\s*(?:on|,|den|på)?\s*$/iu;

const fullYear = (year: string | undefined) =>
  year === undefined ? undefined : year.length === 2 ? 2000 + Number(year) : Number(year);

const datesIn = (text: string): DateFound[] => {
  const found: DateFound[] = [];
  const add = (match: RegExpExecArray, date: Omit<DateFound, 'index' | 'end'>) => {
    if (date.month < 1 || date.month > 12 || date.day < 1 || date.day > 31) return;
    found.push({ index: match.index, end: match.index + match[0].length, ...date });
  };
  const wd = (name: string | undefined) => (name ? WEEKDAYS[name.toLowerCase()] : undefined);
  for (const m of text.matchAll(DAY_MONTH))
    add(m, {
      weekday: wd(m[1]),
      day: Number(m[2]),
      month: MONTHS[m[3]?.toLowerCase() ?? ''] ?? 0,
      year: fullYear(m[4]),
    });
  for (const m of text.matchAll(MONTH_DAY))
    add(m, {
      weekday: wd(m[1]),
      month: MONTHS[m[2]?.toLowerCase() ?? ''] ?? 0,
      day: Number(m[3]),
      year: fullYear(m[4]),
    });
  for (const m of text.matchAll(NUMERIC)) {
    // "kl. 14.00" is a time, not the 14th of a month.
    if (/(kl\.?|klokken|at)\s*$/iu.test(text.slice(Math.max(0, m.index - 10), m.index))) continue;
    if (
      !m[1] &&
      !m[4] &&
      !/\b(on|den|date|dato|the|tirsdag|på)\s*$/iu.test(text.slice(Math.max(0, m.index - 8), m.index))
    )
      if (m[0].includes('.')) continue;
    add(m, { weekday: wd(m[1]), day: Number(m[2]), month: Number(m[3]), year: fullYear(m[4]) });
  }
  found.sort((a, b) => a.index - b.index || b.end - a.end);
  return found.filter((date, i) => i === 0 || date.index >= (found[i - 1]?.end ?? 0));
};

const hourOf = (hour: number, meridiem: string | undefined) => {
  const m = meridiem?.toLowerCase().replaceAll('.', '');
  if (m === 'pm' && hour < 12) return hour + 12;
  if (m === 'am' && hour === 12) return 0;
  return hour;
};

const timeAt = (rest: string): TimeFound | undefined => {
  const m = TIME.exec(rest.slice(0, 60));
  if (!m?.[1]) return undefined;
  const precise = m[2] !== undefined || m[3] !== undefined || /kl|klokk|tid|time/iu.test(m[0]);
  if (!precise) return undefined;
  const hour = hourOf(Number(m[1]), m[3]);
  const minute = Number(m[2] ?? 0);
  if (hour > 23 || minute > 59) return undefined;
  return { hour, minute, offset: m[4] ? ZONES[m[4].toLowerCase()] : undefined, end: m[0].length };
};

const timeBefore = (before: string): TimeFound | undefined => {
  const m = TIME_BEFORE.exec(before.slice(-40));
  if (!m?.[1]) return undefined;
  const hour = hourOf(Number(m[1]), m[3]);
  const minute = Number(m[2] ?? 0);
  if (hour > 23 || minute > 59) return undefined;
  return { hour, minute, offset: m[4] ? ZONES[m[4].toLowerCase()] : undefined, end: 0 };
};

/** The year a date without one is in: the first on or after a week before the mail was sent (matching its weekday). */
const yearOf = (date: DateFound, reference: Date, timeZone: string): number => {
  if (date.year) return date.year;
  const today = localDate(reference, timeZone);
  const candidates = [today.year, today.year + 1, today.year - 1];
  const ref = Date.UTC(today.year, today.month - 1, today.day) - 7 * 86_400_000;
  const fits = (year: number) =>
    date.weekday === undefined ||
    new Date(Date.UTC(year, date.month - 1, date.day)).getUTCDay() === date.weekday;
  return (
    candidates.find((year) => Date.UTC(year, date.month - 1, date.day) >= ref && fits(year)) ??
    candidates.find((year) => Date.UTC(year, date.month - 1, date.day) >= ref) ??
    today.year
  );
};

const toInstant = (local: LocalTime, offset: number | undefined, timeZone: string): Date =>
  offset === undefined
    ? instantIn(local, timeZone)
    : new Date(Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute) - offset * 60_000);

const INTERVIEW_WORDS = /intervju|interview|samtale|møte|meeting|call|video|teams|zoom|oppmøte|treffe/iu;

/**
 * The first date with a time in a mail's text (a sentence about the interview wins), as an instant:
 * "Tuesday 12 January at 14:00", "tirsdag 12. januar kl. 14.00", "12.01.2027 kl 14:00", "on 12/01 at
 * 2pm", ISO 8601. A time without a zone is on the clocks of `timeZone`.
 */
export const interviewTimeInText = (text: string, reference: Date, timeZone: string): Date | null => {
  const found: { at: Date; context: boolean }[] = [];
  for (const m of text.matchAll(ISO)) {
    if (m[4] === undefined) continue;
    const local = {
      year: Number(m[1]),
      month: Number(m[2]),
      day: Number(m[3]),
      hour: Number(m[4]),
      minute: Number(m[5]),
    };
    const zone = m[6];
    const offset =
      zone === undefined
        ? undefined
        : zone === 'Z'
          ? 0
          : (zone.startsWith('-') ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(-2)));
    found.push({
      at: toInstant(local, offset, timeZone),
      context: INTERVIEW_WORDS.test(text.slice(Math.max(0, m.index - 120), m.index)),
    });
  }
  for (const date of datesIn(text)) {
    const time =
      timeAt(text.slice(date.end)) ?? timeBefore(text.slice(Math.max(0, date.index - 40), date.index));
    if (!time) continue;
    const local = {
      year: yearOf(date, reference, timeZone),
      month: date.month,
      day: date.day,
      hour: time.hour,
      minute: time.minute,
    };
    const context = INTERVIEW_WORDS.test(text.slice(Math.max(0, date.index - 120), date.end + 60));
    found.push({ at: toInstant(local, time.offset, timeZone), context });
  }
  return (found.find((f) => f.context) ?? found[0])?.at ?? null;
};
