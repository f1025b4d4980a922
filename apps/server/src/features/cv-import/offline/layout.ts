import { withReadableIcons } from './icons.ts';

/** A run of text on a line, apart from the next by a wide gap (a table cell, a right-margin date). */
export type Cell = { text: string; x: number; right: number };

/** One visual line of a document, in reading order within its column. */
export type Line = {
  cells: Cell[];
  /** The cells joined by a space. */
  text: string;
  page: number;
  /** Top of the line, from the top of its page (0 for documents without positions). */
  y: number;
  /** Font size, when the document has one (PDF); 0 otherwise. */
  size: number;
  /** Whether a heading style marked it (DOCX headings); PDFs leave it false. */
  heading: boolean;
};

/**
 * A document read into streams of lines: one per column (main, then sidebar, then lines spanning
 * both columns above them), so a sidebar never scrambles the main column.
 */
export type CvLayout = {
  streams: Line[][];
  /** Web addresses behind the document's link texts (a PDF's link areas, a DOCX's hyperlinks). */
  links?: string[];
};

export const lineOf = (cells: Cell[], page: number, y: number, size: number, heading = false): Line => {
  const readable = cells
    .map((cell) => ({ ...cell, text: withReadableIcons(cell.text).replace(/\s+/g, ' ').trim() }))
    .filter((cell) => cell.text !== '');
  return lineFrom(readable, page, y, size, heading);
};

/** One run of text with no place on a page, the way a .docx paragraph is read. */
export const textLine = (text: string, { size = 0, heading = false } = {}): Line =>
  lineOf([{ text, x: 0, right: 0 }], 1, 0, size, heading);

const lineFrom = (cells: Cell[], page: number, y: number, size: number, heading: boolean): Line => ({
  cells,
  text: cells
    .map((cell) => cell.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim(),
  page,
  y,
  size,
  heading,
});

/** The document's text in reading order, a column at a time: what a model is given to read. */
export const plainText = (layout: CvLayout): string =>
  layout.streams.map((stream) => stream.map((line) => line.text).join('\n')).join('\n\n');
