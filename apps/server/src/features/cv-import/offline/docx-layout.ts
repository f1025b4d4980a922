import mammoth from 'mammoth';
import { headingKind } from './cv-sections.ts';
import { type CvLayout, type Line, lineOf, textLine } from './layout.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
      if (name.startsWith('#x')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();

const BLOCK = /<(\/?)(h[1-6]|p|li|tr|td|th|br)\b[^>]*?\/?>/gi;

/** At least this many paragraphs in one cell make a table row a page's columns, not a table of facts. */
const COLUMN_PARAGRAPHS = 10;

/**
 * Whether a table row lays out the page (a narrow sidebar cell beside a wide main cell) rather
 * than holding facts side by side (period | details): a cell starts a section, or holds a long run.
 */
const isPageColumns = (cells: Line[][]) =>
  cells.filter((cell) => cell.length > 0).length >= 2 &&
  cells.some(
    (cell) => cell.some((line) => headingKind(line) !== undefined) || cell.length >= COLUMN_PARAGRAPHS,
  );

const textOf = (lines: Line[]) => lines.reduce((sum, line) => sum + line.text.length, 0);

/** A row of facts as lines whose cells are the row's cells side by side, paragraph by paragraph. */
const sideBySide = (cells: Line[][]): Line[] => {
  const lines: Line[] = [];
  const depth = Math.max(0, ...cells.map((cell) => cell.length));
  for (let index = 0; index < depth; index += 1) {
    const parts = cells.flatMap((cell, column) => {
      const text = cell[index]?.text;
      return text ? [{ text, x: column, right: column }] : [];
    });
    if (parts.length > 0) lines.push(lineOf(parts, 1, 0, 0));
  }
  return lines;
};

/**
 * A DOCX read through mammoth's HTML: paragraphs, headings and list items become lines. A table
 * row of facts becomes lines whose cells are the row's cells side by side (period | details); a
 * row that lays out the page (sidebar | main, often a one-row table) becomes one stream per cell,
 * the cell with more text (the main column) first, as a PDF's columns are read.
 */
export const readDocxLayout = async (data: Buffer): Promise<CvLayout> => {
  const { value: html } = await mammoth.convertToHtml({ buffer: data });
  const streams: Line[][] = [];
  let lines: Line[] = [];
  const rows: Line[][][] = [];
  const cells: Line[][] = [];
  let cursor = 0;
  let pending = '';
  /** Where lines go now: the innermost open cell, or the page. */
  const target = () => cells.at(-1) ?? lines;
  const flush = (heading: boolean) => {
    const text = decode(pending);
    pending = '';
    if (text) target().push(textLine(text, { heading }));
  };
  const closeRow = () => {
    const row = rows.pop();
    if (!row) return;
    if (cells.length === 0 && isPageColumns(row)) {
      if (lines.length > 0) streams.push(lines);
      lines = [];
      streams.push(...[...row].filter((cell) => cell.length > 0).sort((a, b) => textOf(b) - textOf(a)));
    } else if (cells.length > 0 && isPageColumns(row)) {
      target().push(...[...row].sort((a, b) => textOf(b) - textOf(a)).flat());
    } else {
      target().push(...sideBySide(row));
    }
  };
  for (const match of html.matchAll(BLOCK)) {
    pending += html.slice(cursor, match.index);
    cursor = match.index + match[0].length;
    const closing = match[1] === '/';
    const tag = (match[2] ?? '').toLowerCase();
    if (tag === 'tr') {
      if (!closing) rows.push([]);
      else closeRow();
    } else if (tag === 'td' || tag === 'th') {
      if (!closing) {
        cells.push([]);
        pending = '';
      } else {
        flush(false);
        const cell = cells.pop();
        if (cell) rows.at(-1)?.push(cell);
      }
    } else if (closing || tag === 'br') {
      flush(tag.startsWith('h'));
    } else {
      pending = '';
    }
  }
  if (lines.length > 0) streams.push(lines);
  const links = [...html.matchAll(/<a\b[^>]*?\bhref="([^"]+)"/gi)].map((link) => decode(link[1] ?? ''));
  return { streams: streams.length > 0 ? streams : [[]], links };
};
