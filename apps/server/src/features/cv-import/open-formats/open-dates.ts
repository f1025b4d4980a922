const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

type OpenDate = { year: string; month: string | null };

/** "2021-03-14", "2021-03", "2021", "Mar 2021", "March 2021" → year and month (null: a year alone). */
const readDate = (text: unknown): OpenDate | null => {
  if (typeof text !== 'string') return null;
  const value = text.trim();
  const iso = /^(\d{4})(?:-(0[1-9]|1[0-2])(?:-\d{2})?)?$/.exec(value);
  if (iso?.[1]) return { year: iso[1], month: iso[2] ?? null };
  const named = /^([A-Za-z]{3,})\.?\s+(\d{4})$/.exec(value);
  const index = named?.[1] ? MONTHS.indexOf(named[1].slice(0, 3).toLowerCase()) : -1;
  if (named?.[2] && index >= 0) return { year: named[2], month: String(index + 1).padStart(2, '0') };
  return null;
};

/**
 * An open format's date kept as precise as the file gives it: a day or a month as its month
 * ("2021-03-14", "Mar 2021" → "2021-03"), a year alone as the year ("2021"), never a made-up
 * month; null when it is no date.
 */
export const openDate = (text: unknown): string | null => {
  const date = readDate(text);
  if (!date) return null;
  return date.month ? `${date.year}-${date.month}` : date.year;
};
