import { type DateRange, findMonth, findRange } from './cv-dates.ts';
import type { Anchor } from './cv-entries.ts';
import { allWords, alternation } from './languages/index.ts';

const DURATION_WORD = alternation(allWords((words) => words.durationWords));
/** A period's length after it: "(5 years 9 months)", "· 6 år 2 måneder". */
const DURATION = new RegExp(
  `^\\s*[(·]?\\s*\\d+\\s+(?:${DURATION_WORD})(?:\\s+\\d+\\s+(?:${DURATION_WORD}))?\\s*\\)?`,
  'iu',
);

/** A period, with its length when the CV prints one after it (LinkedIn), taken out together. */
export const rangeAnchor = (text: string): Anchor<DateRange> | null => {
  const found = findRange(text);
  if (!found) return null;
  // "Lærlingansvarlig siden 2020." is a sentence of a description, not an entry's period.
  if (/^\p{L}/u.test(found.text) && /[.!]$/.test(text.trim())) return null;
  const duration = DURATION.exec(text.slice(found.index + found.text.length))?.[0] ?? '';
  return { value: found, text: `${found.text}${duration}`, index: found.index };
};

/**
 * A single date (a certificate's), as a month or a year. A period ("Mar 2018 – Present") is taken
 * out whole, dated by its start, so its end never stays behind as a name.
 */
export const monthAnchor = (text: string): Anchor<string> | null => {
  const found = findMonth(text);
  if (!found) return null;
  const range = findRange(text);
  if (range && range.index <= found.index && range.index + range.text.length > found.index)
    return { value: found.month, text: range.text, index: range.index };
  return { value: found.month, text: found.text, index: found.index };
};
