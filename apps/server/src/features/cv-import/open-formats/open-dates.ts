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
 * Reads an open format's dates into the CV's months. The CV holds months only, so a year alone
 * starts in January and ends in December, as the built-in parser reads one; `yearOnly` tells
 * whether that happened, for the review to say so.
 */
export const openDates = () => {
  let yearOnly = false;
  const month = (text: unknown, fallback: '01' | '12') => {
    const date = readDate(text);
    if (!date) return null;
    if (!date.month) yearOnly = true;
    return `${date.year}-${date.month ?? fallback}`;
  };
  return {
    start: (text: unknown) => month(text, '01'),
    end: (text: unknown) => month(text, '12'),
    get yearOnly() {
      return yearOnly;
    },
  };
};

export const YEAR_ONLY_NOTICE =
  'Some dates in this file give only a year: they now start in January and end in December. Check the months before you save.';
