import { trimSeparators } from './cv-dates.ts';
import { allWords, alternation } from './languages/index.ts';
import { type Cell, type Line, lineOf } from './layout.ts';

/** A date found in a line: where it stood (to take it out) and what it means. */
export type Anchor<D> = { value: D; text: string; index: number };

/** One entry of a section: the lines naming it (title, company…), its date and its description. */
export type RawEntry<D> = {
  header: string[];
  date: D | null;
  body: string[];
  /** What stood beside the date on its line, when it is one of the naming lines (often a place). */
  beside?: string;
};

/** A bullet in front of a line; "{" is how some LaTeX CV classes' bullet glyph comes out. */
const BULLET = /^[•●▪◦*·{-]\s*/u;

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
  // Cells apart on an undated line name two things ("Organisation … Town"): kept apart by " · ".
  if (!date) return { line, date: null, rest: line.cells.map((cell) => cell.text).join(' · ') };
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
  const dated = withBracketsClosed(lines).map((line) => datedLine(line, find));
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
      const floor = n === 0 ? 0 : (anchors[n - 1] as number) + 1;
      for (let i = headerStart(dated, at, floor, before, n === 0); i < at; i += 1)
        header.push(dated[i]?.rest ?? '');
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
    // A heading wrapped onto the line under it ("… – University" over "of Bergen").
    while (
      bodyStart < next &&
      header.length > 0 &&
      continues(header.at(-1) ?? '', dated[bodyStart]?.rest ?? '')
    ) {
      header.push(dated[bodyStart]?.rest ?? '');
      bodyStart += 1;
    }
    const bodyEnd =
      before > 0 && n + 1 < anchors.length ? headerStart(dated, next, at + 1, before, false) : next;
    const body = dated.slice(bodyStart, bodyEnd).map((item) => item.line.text);
    const joined = joinWrapped(header);
    const beside = anchor.rest && joined.includes(anchor.rest) ? { beside: anchor.rest } : {};
    return { header: joined, date: anchor.date?.value ?? null, body, ...beside };
  });
};

/**
 * Where an entry's naming lines begin above its date line: up to `before` lines (headerish ones,
 * unless `any`), and one more while the top one is the wrapped end of the line above it.
 */
const headerStart = <D>(dated: Dated<D>[], at: number, floor: number, before: number, any: boolean) => {
  let start = at;
  while (start > floor && at - start < before && (any || isHeaderish(dated[start - 1]?.rest ?? '')))
    start -= 1;
  while (
    start > floor &&
    start < at &&
    isHeaderish(dated[start - 1]?.rest ?? '') &&
    continues(dated[start - 1]?.rest ?? '', dated[start]?.rest ?? '')
  )
    start -= 1;
  return start;
};

const JOINER = alternation(
  allWords((words) => [
    ...words.nameJoiners,
    ...words.titleCompany,
    ...words.degreeField,
    ...words.degreeSchool,
  ]),
);
/** Words inside names that never end one ("Universitat Politècnica de", "School of", "Høgskolen i"). */
const INNER_WORDS = alternation([
  'of',
  'the',
  'and',
  'for',
  'de',
  'du',
  'des',
  'la',
  'le',
  'del',
  'della',
  'di',
  'da',
  'van',
  'von',
  'der',
  'den',
  'und',
  'für',
  'og',
  'och',
  'av',
  'af',
  'för',
  'på',
  'i',
]);
/** A name never ends on a joiner, a dash or a word from inside names ("… Politècnica de"). */
const ENDS_JOINED = new RegExp(`(?:[–—&,-]|(?<![\\p{L}])(?:${JOINER}|${INNER_WORDS}))$`, 'u');
const STARTS_JOINED = new RegExp(`^(?:${JOINER})(?![\\p{L}])`, 'u');

/** Whether a short line finishes the naming line above it: one ends on a joiner, or the next starts with one. */
const continues = (above: string, text: string) =>
  text !== '' &&
  !BULLET.test(text) &&
  text.split(/\s+/).length <= 6 &&
  isHeaderish(text) &&
  (ENDS_JOINED.test(above.trim()) || STARTS_JOINED.test(text));

/** Naming lines with each wrapped line joined back to the line it continues. */
const joinWrapped = (header: string[]): string[] =>
  header.reduce<string[]>((parts, text) => {
    const last = parts.length - 1;
    if (last >= 0 && continues(parts[last] ?? '', text)) parts[last] = `${parts[last]} ${text}`;
    else parts.push(text);
    return parts;
  }, []);

const opens = (text: string) => (text.match(/\(/g) ?? []).length > (text.match(/\)/g) ?? []).length;

/** A line whose bracket closes on the next one ("Livsmedelsverket (februari" over "2020)") joined to it. */
const withBracketsClosed = (lines: Line[]): Line[] =>
  lines.reduce<Line[]>((joined, line) => {
    const last = joined.at(-1);
    if (
      last &&
      last.cells.length === 1 &&
      line.cells.length === 1 &&
      opens(last.text) &&
      /^[^(]*\)/.test(line.text)
    )
      joined[joined.length - 1] = lineOf(
        [{ ...(last.cells[0] as Cell), text: `${last.text} ${line.text}` }],
        last.page,
        last.y,
        last.size,
      );
    else joined.push(line);
    return joined;
  }, []);

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
