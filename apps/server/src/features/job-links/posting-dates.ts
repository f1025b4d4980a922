import { MONTHS } from '../../domain/month-names.ts';

const MONTH_NAME = `(${Object.keys(MONTHS).join('|')})\\.?`;

const iso = (year: number, month: number, day: number): string | null => {
  const full = year < 100 ? 2000 + year : year;
  const date = new Date(Date.UTC(full, month - 1, day));
  if (date.getUTCFullYear() !== full || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  if (full < 1990 || full > 2200) return null;
  return date.toISOString().slice(0, 10);
};

/** The match's group `index` as a number (NaN when missing, which no date passes). */
const num = (match: RegExpMatchArray, index: number) => Number(match[index] ?? Number.NaN);
const month = (match: RegExpMatchArray, index: number) => MONTHS[(match[index] ?? '').toLowerCase()] ?? 0;

const PATTERNS: { pattern: RegExp; read: (match: RegExpMatchArray) => string | null }[] = [
  // 2026-05-31, 2026-05-31T23:59:59+02:00 (the date as the board wrote it, not moved to UTC)
  { pattern: /^(\d{4})-(\d{1,2})-(\d{1,2})(?![\d])/, read: (m) => iso(num(m, 1), num(m, 2), num(m, 3)) },
  // 31.05.2026, 31/5/2026, 31-05-26
  {
    pattern: /(?<!\d)(\d{1,2})[./-](\d{1,2})[./-](\d{4}|\d{2})(?!\d)/,
    read: (m) => iso(num(m, 3), num(m, 2), num(m, 1)),
  },
  // 31. mai 2026, 31 May 2026
  {
    pattern: new RegExp(`(?<!\\d)(\\d{1,2})\\.?\\s+${MONTH_NAME}\\s+(\\d{4})(?!\\d)`, 'i'),
    read: (m) => iso(num(m, 3), month(m, 2), num(m, 1)),
  },
  // May 31, 2026
  {
    pattern: new RegExp(`${MONTH_NAME}\\s+(\\d{1,2}),?\\s+(\\d{4})(?!\\d)`, 'i'),
    read: (m) => iso(num(m, 3), month(m, 1), num(m, 2)),
  },
];

/**
 * A date as job boards write it, as YYYY-MM-DD: ISO (a time and offset after it are dropped, so
 * "2026-05-31T23:59:59+02:00" stays the 31st), Norwegian "31.05.2026" and "31. mai 2026", and
 * English "31 May 2026" / "May 31, 2026". Null for anything else ("Snarest", "løpende").
 */
export const parsePostingDate = (text: string, { atStart = false } = {}): string | null => {
  const trimmed = text.trim();
  for (const { pattern, read } of PATTERNS) {
    const match = trimmed.match(pattern);
    if (match && (!atStart || match.index === 0)) return read(match);
  }
  return null;
};

const DEADLINE_LABEL =
  /(søknadsfrist|frist|application deadline|deadline|apply by|closing date)\s*:?\s*([^\n]{0,40})/gi;

/** The deadline a page's text states beside a label ("Søknadsfrist: 31. mai 2026", "Frist 31.05.2026"). */
export const deadlineInText = (text: string): string | null => {
  for (const match of text.matchAll(DEADLINE_LABEL)) {
    // The date must follow the label at once: "Frist: snarest. Publisert 01.05.2026" has none.
    const found = parsePostingDate(match[2] ?? '', { atStart: true });
    if (found) return found;
  }
  return null;
};
