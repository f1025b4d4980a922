import { descriptionOf } from './cv-entries.ts';
import type { Line } from './layout.ts';
import { URL_PATTERN } from './links.ts';

/** The most of a summary the profile keeps. */
export const SUMMARY_MAX = 2000;

const EMAIL = /\S+@\S+\.\S+/;

/** A sentence of the header rather than a name, headline or contact detail: long, or ending in a full stop. */
const isSentence = (line: Line) =>
  line.cells.length === 1 &&
  !EMAIL.test(line.text) &&
  !URL_PATTERN.test(line.text) &&
  (line.text.length > 90 || (/[.!]$/.test(line.text) && line.text.split(/\s+/).length >= 6));

/**
 * The CV's summary: its summary or profile section as one paragraph, or else the sentences at the
 * top of the CV (a paragraph under the name with no title of its own). Null when there is none.
 */
export const summaryOf = (summaryLines: Line[], headerLines: Line[]): string | null => {
  const lines = summaryLines.length > 0 ? summaryLines : paragraphIn(headerLines);
  const text = descriptionOf(lines.map((line) => line.text));
  if (!text) return null;
  return text.length <= SUMMARY_MAX ? text : `${text.slice(0, SUMMARY_MAX - 1).replace(/\s+\S*$/, '')}…`;
};

/** The first paragraph among the header's lines: from its first sentence while the lines run on. */
const paragraphIn = (lines: Line[]): Line[] => {
  const start = lines.findIndex(isSentence);
  if (start < 0) return [];
  const paragraph = [lines[start] as Line];
  for (const line of lines.slice(start + 1)) {
    const previous = paragraph.at(-1) as Line;
    const runsOn = !/[.!]$/.test(previous.text) || isSentence(line);
    if (!runsOn || line.cells.length > 1 || EMAIL.test(line.text) || URL_PATTERN.test(line.text)) break;
    paragraph.push(line);
  }
  return paragraph;
};
