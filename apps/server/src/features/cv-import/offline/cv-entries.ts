import { trimSeparators } from './cv-dates.ts';
import { allWords, alternation } from './languages/index.ts';
import type { Line } from './layout.ts';

/** A date found in a line: where it stood (to take it out) and what it means. */
export type Anchor<D> = { value: D; text: string; index: number };

/** One entry of a section: the lines naming it (title, company…), its date and its description. */
export type RawEntry<D> = { header: string[]; date: D | null; body: string[] };

const BULLET = /^[•●▪◦*·-]\s*/u;

/** A line that names two things at once ("Developer, Equinor", "Utvikler hos DNB", "Utvecklare på Spotify"). */
const PAIRED = new RegExp(
  `[,–—|@]| - |\\s(?:${alternation(allWords((words) => words.titleCompany))})\\s`,
  'u',
);

/** A line that names something rather than describes it: short, no full stop, no bullet. */
export const isHeaderish = (text: string): boolean =>
  text.length > 0 &&
  text.length <= 80 &&
  !/[.!?]$/.test(text) &&
  !BULLET.test(text) &&
  text.split(/\s+/).length <= 10;

type Dated<D> = { line: Line; date: Anchor<D> | null; rest: string };

/** Finds the date in a line, preferring a cell that holds only a date (a right-margin or table date). */
const datedLine = <D>(line: Line, find: (text: string) => Anchor<D> | null): Dated<D> => {
  if (line.cells.length > 1) {
    const index = line.cells.findIndex((cell) => {
      const found = find(cell.text);
      return found !== null && trimSeparators(cell.text.replace(found.text, '')).length < 3;
    });
    const cell = line.cells[index];
    const date = cell ? find(cell.text) : null;
    if (date) {
      const rest = line.cells
        .filter((_, i) => i !== index)
        .map((c) => c.text)
        .join(' ');
      return { line, date, rest: trimSeparators(rest) };
    }
  }
  const date = find(line.text);
  if (!date) return { line, date: null, rest: line.text };
  const rest = `${line.text.slice(0, date.index)} ${line.text.slice(date.index + date.text.length)}`;
  return { line, date, rest: trimSeparators(rest) };
};

/** Body lines as a description: wrapped lines joined, bullets kept on lines of their own. */
export const descriptionOf = (lines: string[]): string | null => {
  const parts: string[] = [];
  for (const text of lines) {
    const last = parts.length - 1;
    if (BULLET.test(text) || last < 0) parts.push(text);
    else parts[last] = `${parts[last]} ${text}`;
  }
  const text = parts.join('\n').trim();
  return text === '' ? null : text;
};

/**
 * A section's lines cut into entries around their dates. The first entry shows the section's
 * pattern: k naming lines before the date line (dates under the title), or none (the date on the
 * title's line, or the date first with the names after it); every entry is read the same way.
 */
export const entriesOf = <D>(lines: Line[], find: (text: string) => Anchor<D> | null): RawEntry<D>[] => {
  const dated = lines.map((line) => datedLine(line, find));
  const anchors = dated.flatMap((item, index) => (item.date ? [index] : []));
  const first = anchors[0];
  if (first === undefined) return undatedEntries(dated.map((item) => item.line.text));

  const before = Math.min(first, 3);
  return anchors.map((at, n) => {
    const next = anchors[n + 1] ?? dated.length;
    const anchor = dated[at] as Dated<D>;
    const header: string[] = [];
    let bodyStart = at + 1;
    if (before > 0) {
      const previous = n === 0 ? -1 : (anchors[n - 1] as number);
      for (let i = Math.max(previous + 1, at - before); i < at; i += 1) {
        const text = dated[i]?.rest ?? '';
        if (n === 0 || isHeaderish(text)) header.push(text);
      }
      if (anchor.rest) header.push(anchor.rest);
    } else {
      if (anchor.rest) header.push(anchor.rest);
      const wanted = anchor.rest ? (PAIRED.test(anchor.rest) ? 0 : 1) : 2;
      while (header.length < (anchor.rest ? 1 : 0) + wanted && bodyStart < next) {
        const text = dated[bodyStart]?.rest ?? '';
        if (!isHeaderish(text)) break;
        header.push(text);
        bodyStart += 1;
      }
    }
    const bodyEnd = before > 0 && n + 1 < anchors.length ? nextHeaderStart(dated, next, at, before) : next;
    const body = dated.slice(bodyStart, bodyEnd).map((item) => item.line.text);
    return { header, date: anchor.date?.value ?? null, body };
  });
};

/** Where the next entry's naming lines begin: up to `before` headerish lines above its date. */
const nextHeaderStart = <D>(dated: Dated<D>[], nextAnchor: number, at: number, before: number) => {
  let start = nextAnchor;
  while (start > at + 1 && nextAnchor - start < before && isHeaderish(dated[start - 1]?.rest ?? ''))
    start -= 1;
  return start;
};

/** A section without dates: each naming line is an entry; sentences under it are its description. */
const undatedEntries = <D>(texts: string[]): RawEntry<D>[] => {
  const entries: RawEntry<D>[] = [];
  for (const text of texts) {
    const last = entries.at(-1);
    if (last && !isHeaderish(text)) last.body.push(text);
    else entries.push({ header: [text], date: null, body: [] });
  }
  return entries;
};
