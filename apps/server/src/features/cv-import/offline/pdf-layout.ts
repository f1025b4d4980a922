import { getDocumentProxy } from 'unpdf';
import { findRange, isDateText } from './cv-dates.ts';
import { headingKind } from './cv-sections.ts';
import { allWords, alternation } from './languages/index.ts';
import { type Cell, type CvLayout, type Line, lineOf } from './layout.ts';
import { isLabelColumn, splitLabels } from './pdf-labels.ts';

/** A piece of text where the PDF put it: x and top from the page's top-left corner. */
type Item = { text: string; x: number; right: number; top: number; size: number };

const PAGE_WORD = alternation(allWords((words) => words.pageWords.page));
const OF_WORD = alternation(allWords((words) => words.pageWords.of));
/** "3", "Page 1 of 2", "side 2 av 3", "2/3". */
const PAGE_NUMBER = new RegExp(`^(?:${PAGE_WORD})?\\s*\\d{1,3}\\s*(?:(?:\\/|${OF_WORD})\\s*\\d{1,3})?$`, 'i');

/** Items on (about) the same baseline, left to right. */
const rowsOf = (items: Item[]): Item[][] => {
  const rows: Item[][] = [];
  for (const item of [...items].sort((a, b) => a.top - b.top || a.x - b.x)) {
    const row = rows.find((r) => Math.abs((r[0]?.top ?? 0) - item.top) < Math.max(2, item.size * 0.45));
    if (row) row.push(item);
    else rows.push([item]);
  }
  for (const row of rows) row.sort((a, b) => a.x - b.x);
  return rows.sort((a, b) => (a[0]?.top ?? 0) - (b[0]?.top ?? 0));
};

/**
 * A row's items joined into cells; a gap wider than one and a half characters starts a new cell,
 * and so does crossing `cut` (the edge of a margin or label column).
 */
const cellsOf = (row: Item[], cut?: number): Cell[] => {
  const cells: Cell[] = [];
  for (const item of row) {
    const last = cells.at(-1);
    const gap = last ? item.x - last.right : Number.POSITIVE_INFINITY;
    const acrossCut = cut !== undefined && last !== undefined && last.right <= cut + 1 && item.x >= cut - 1;
    if (last && gap < item.size * 1.5 && !acrossCut) {
      last.text += gap > item.size * 0.12 && !last.text.endsWith(' ') ? ` ${item.text}` : item.text;
      last.right = Math.max(last.right, item.right);
    } else {
      cells.push({ text: item.text, x: item.x, right: item.right });
    }
  }
  return cells.map((cell) => ({ ...cell, text: cell.text.replace(/\s+/g, ' ').trim() }));
};

const linesOf = (items: Item[], page: number, cut?: number): Line[] =>
  joinWrappedDates(
    splitLabels(
      rowsOf(items)
        .map((row) => lineOf(cellsOf(row, cut), page, row[0]?.top ?? 0, Math.max(...row.map((i) => i.size))))
        .filter((line) => line.text !== '' && !PAGE_NUMBER.test(line.text)),
    ),
  );

/**
 * A date wrapped in a narrow table column ("mars 2021 – dags" over "dato"): the cell below at the
 * same x (or right edge) is joined to it when only together they make a date range.
 */
const joinWrappedDates = (lines: Line[]): Line[] => {
  for (let index = 1; index < lines.length; index += 1) {
    const above = lines[index - 1] as Line;
    const line = lines[index] as Line;
    if (line.y - above.y > Math.max(above.size, line.size) * 1.8) continue;
    for (const cell of above.cells) {
      const below = line.cells.find(
        (c) => Math.abs(c.x - cell.x) < 1.5 || Math.abs(c.right - cell.right) < 1.5,
      );
      // Joined only when the period then starts in the upper piece ("september" over "2019 – nå"),
      // not when the lower one is a period of its own under a town.
      const joined = below && !findRange(cell.text) ? findRange(`${cell.text} ${below.text}`) : null;
      if (!below || !joined || joined.index >= cell.text.length) continue;
      cell.text = `${cell.text} ${below.text}`;
      cell.right = Math.max(cell.right, below.right);
      lines[index - 1] = lineOf(above.cells, above.page, above.y, above.size);
      lines[index] = lineOf(
        line.cells.filter((c) => c !== below),
        line.page,
        line.y,
        line.size,
      );
    }
  }
  return lines.filter((line) => line.cells.length > 0);
};

const isDateOnly = (line: Line) => isDateText(line.text);

/**
 * Where a page splits into two columns: an x no text crosses (but a few spanning lines such as
 * the name), with real text, not only dates, side by side. Undefined for one-column pages.
 */
const gutterOf = (items: Item[], pageWidth: number): Gutter | undefined => {
  let best: { x: number; crossing: number } | undefined;
  for (let x = pageWidth * 0.2; x <= pageWidth * 0.65; x += 2) {
    const crossing = new Set(
      items.filter((i) => i.x < x - 1 && i.right > x + 1).map((i) => Math.round(i.top)),
    ).size;
    // A gutter has text on both sides; past the text's right edge nothing crosses, but nothing splits.
    const sides = items.some((i) => i.right <= x + 1) && items.some((i) => i.x >= x - 1);
    if (sides && (!best || crossing < best.crossing)) best = { x, crossing };
  }
  if (!best || best.crossing > 2) return undefined;
  const { x } = best;
  // Two columns hold text side by side; a table's period column has only dates beside its text.
  const text = (inSide: (i: Item) => boolean) =>
    linesOf(items.filter(inSide), 1).filter((line) => !isDateOnly(line) && line.text.length > 2);
  const left = text((i) => i.right <= x + 1);
  const right = text((i) => i.x >= x - 1);
  const besideOther = (lines: Line[], other: Line[]) =>
    lines.filter((line) => other.some((o) => Math.abs(o.y - line.y) < Math.max(line.size, o.size) * 1.2))
      .length;
  // A left margin (periods, labels) is cut off at the gutter; a right one stands apart by its gap.
  const labels = linesOf(
    items.filter((i) => i.right <= x + 1),
    1,
  );
  if (isMargin(left, right) || isLabelColumn(labels)) return { x, columns: false };
  if (isMargin(right, left) || isListColumn(right, left)) return undefined;
  return besideOther(left, right) >= 3 && besideOther(right, left) >= 3 ? { x, columns: true } : undefined;
};

/** Where a page splits: into two columns, or only into a margin (or label column) and the text beside it. */
type Gutter = { x: number; columns: boolean };

/**
 * A margin beside the text rather than a column of its own: a few words per line (a town, a
 * period's word), each on the baseline of a line of the other side ("Organisation … Turin").
 */
const isMargin = (lines: Line[], other: Line[]) => {
  let anchored: Line | undefined;
  return (
    lines.length > 0 &&
    lines.every((line) => {
      const beside = other.some((o) => Math.abs(o.y - line.y) < 1.5);
      // A margin label wrapped onto a second line ("Personlige" over "egenskaper") hangs from the first.
      const wrapped =
        anchored !== undefined && line.y - anchored.y < Math.max(line.size, anchored.size) * 1.8;
      anchored = beside ? line : wrapped ? anchored : undefined;
      return line.text.split(/\s+/).length <= 3 && (beside || wrapped);
    })
  );
};

/**
 * The right-hand column of a list written in columns (skills in two columns): each of its lines on
 * the baseline of a line of the other side, and none a section's title. A column of a page's own
 * has titles and lines of its own height.
 */
const isListColumn = (lines: Line[], other: Line[]) =>
  lines.length > 1 &&
  lines.every((line) => other.some((o) => Math.abs(o.y - line.y) < 1.5) && headingKind(line) === undefined);

const textOf = (lines: Line[]) => lines.reduce((sum, line) => sum + line.text.length, 0);

/**
 * A PDF's text with positions, read into lines and columns: each page is split at its gutter when
 * it has two columns; the wider column is the main one, the other the sidebar.
 */
export const readPdfLayout = async (data: Uint8Array): Promise<CvLayout> => {
  const pdf = await getDocumentProxy(data);
  const spanning: Line[] = [];
  const main: Line[] = [];
  const sidebar: Line[] = [];
  const links: string[] = [];
  try {
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const { width, height } = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      for (const annotation of (await page.getAnnotations()) as { subtype?: string; url?: string }[])
        if (annotation.subtype === 'Link' && annotation.url) links.push(annotation.url);
      const items: Item[] = content.items.flatMap((item) => {
        if (!('str' in item) || item.str.trim() === '') return [];
        const text = item.str;
        const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = item.transform;
        const size = Math.hypot(c, d) || Math.hypot(a, b) || item.height;
        return [{ text, x: e, right: e + item.width, top: height - f - size, size }];
      });
      const found = gutterOf(items, width);
      if (found === undefined || !found.columns) {
        main.push(...linesOf(items, number, found?.x));
        continue;
      }
      const gutter = found.x;
      const left = linesOf(
        items.filter((i) => i.right <= gutter + 1),
        number,
      );
      const right = linesOf(
        items.filter((i) => i.x >= gutter - 1),
        number,
      );
      spanning.push(
        ...linesOf(
          items.filter((i) => i.x < gutter - 1 && i.right > gutter + 1),
          number,
        ),
      );
      const [wide, narrow] = textOf(left) >= textOf(right) ? [left, right] : [right, left];
      main.push(...wide);
      sidebar.push(...narrow);
    }
  } finally {
    await pdf.cleanup();
  }
  return { streams: [spanning, main, sidebar].filter((stream) => stream.length > 0), links };
};
