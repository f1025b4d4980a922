import { isDateText } from './cv-dates.ts';
import { labelKind } from './cv-sections.ts';
import { type Cell, type Line, lineOf } from './layout.ts';
import { levelWordLevel } from './list-fields.ts';

const isHeading = (text: string) => labelKind(text) !== undefined;

/** Two pieces of a label column as one section title: two words, or one word broken ("ARBEIDS-" / "ERFARING"). */
const joinedHeading = (top: string, bottom: string): string | undefined =>
  [`${top} ${bottom}`, `${top.replace(/-$/, '')}${bottom}`].find(isHeading);

/** Two short words in capitals, as a sidebar's title wrapped ("PERSONLIGE" over "KOMPETENCER"). */
const bothCapitals = (top: string, bottom: string) =>
  [top, bottom].every((text) => /^[\p{Lu}\s-]{3,30}$/u.test(text));

const near = (a: Cell, b: Cell) => Math.abs(a.x - b.x) < 2 || Math.abs(a.right - b.right) < 2;

/**
 * Section labels standing in a column of their own beside the content (a label/content grid, as
 * in Europass): a line that starts with a section title followed by content becomes the title's
 * line and the content's line; a title wrapped over two lines of the label column ("WORK" over
 * "EXPERIENCE") is joined first.
 */
export const splitLabels = (lines: Line[]): Line[] => {
  const out: Line[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] as Line;
    const next = lines[index + 1];
    const first = line.cells[0];
    const below = next?.cells[0];
    const close = next && next.page === line.page && next.y - line.y < Math.max(line.size, next.size) * 1.8;
    if (
      first &&
      below &&
      close &&
      (line.cells.length > 1 || (next?.cells.length ?? 0) > 1 || bothCapitals(first.text, below.text)) &&
      near(first, below) &&
      !isHeading(first.text) &&
      joinedHeading(first.text, below.text)
    ) {
      const text = joinedHeading(first.text, below.text) as string;
      out.push(lineOf([{ ...first, text }], line.page, line.y, line.size, true));
      if (line.cells.length > 1) out.push(lineOf(line.cells.slice(1), line.page, line.y, line.size));
      if (next && next.cells.length > 1) out.push(lineOf(next.cells.slice(1), next.page, next.y, next.size));
      index += 1;
      continue;
    }
    if (first && line.cells.length > 1 && isHeading(first.text)) {
      out.push(lineOf([first], line.page, line.y, line.size, true));
      const [content, ...others] = line.cells.slice(1) as [Cell, ...Cell[]];
      // A label that is a level ("Mother tongue(s)") passes it on: "Polish – Mother tongue(s)".
      const level = levelWordLevel(first.text) !== null ? ` – ${first.text}` : '';
      out.push(
        lineOf([{ ...content, text: `${content.text}${level}` }, ...others], line.page, line.y, line.size),
      );
      continue;
    }
    out.push(line);
  }
  return out;
};

/**
 * Whether a page's narrow left column holds only section labels (and perhaps periods): then the
 * page is one column read row by row, not a sidebar beside a main column.
 */
export const isLabelColumn = (lines: Line[]): boolean => {
  const labels = splitLabels(lines).filter((line) => !isDateText(line.text) && line.text.length > 2);
  const headings = labels.filter((line) => isHeading(line.text)).length;
  return headings >= 2 && headings >= labels.length * 0.6;
};
