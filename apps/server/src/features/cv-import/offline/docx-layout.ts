import mammoth from 'mammoth';
import { type CvLayout, type Line, lineOf } from './layout.ts';

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

/**
 * A DOCX read through mammoth's HTML: paragraphs, headings and list items become lines; a table
 * row becomes lines whose cells are the row's cells side by side (period | details).
 */
export const readDocxLayout = async (data: Buffer): Promise<CvLayout> => {
  const { value: html } = await mammoth.convertToHtml({ buffer: data });
  const lines: Line[] = [];
  let row: string[][] | null = null;
  let cell: string[] | null = null;
  let cursor = 0;
  let pending = '';
  const flush = (heading: boolean) => {
    const text = decode(pending);
    pending = '';
    if (!text) return;
    if (cell) cell.push(text);
    else lines.push(lineOf([{ text, x: 0, right: 0 }], 1, 0, 0, heading));
  };
  for (const match of html.matchAll(BLOCK)) {
    pending += html.slice(cursor, match.index);
    cursor = match.index + match[0].length;
    const closing = match[1] === '/';
    const tag = (match[2] ?? '').toLowerCase();
    if (tag === 'tr') {
      if (!closing) row = [];
      else if (row) {
        const cells = row;
        const depth = Math.max(0, ...cells.map((paragraphs) => paragraphs.length));
        for (let index = 0; index < depth; index += 1) {
          const parts = cells.flatMap((paragraphs, column) => {
            const text = paragraphs[index];
            return text ? [{ text, x: column, right: column }] : [];
          });
          if (parts.length > 0) lines.push(lineOf(parts, 1, 0, 0));
        }
        row = null;
      }
    } else if (tag === 'td' || tag === 'th') {
      if (!closing) {
        cell = [];
        pending = '';
      } else {
        flush(false);
        if (row && cell) row.push(cell);
        cell = null;
      }
    } else if (closing || tag === 'br') {
      flush(tag.startsWith('h'));
    } else {
      pending = '';
    }
  }
  const links = [...html.matchAll(/<a\b[^>]*?\bhref="([^"]+)"/gi)].map((link) => decode(link[1] ?? ''));
  return { streams: [lines], links };
};
