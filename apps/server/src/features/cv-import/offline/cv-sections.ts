import { LEADING_SYMBOLS } from './icons.ts';
import { CV_LANGUAGE_LIST, type SectionKind } from './languages/index.ts';
import { type Cell, type CvLayout, type Line, lineOf } from './layout.ts';
import { hasLevelWord, levelWordLevel } from './list-fields.ts';

export type { SectionKind } from './languages/index.ts';

/** Every language's section titles (lower case) → the kind of section each starts; the first language wins. */
const BY_TITLE = new Map<string, SectionKind>();
for (const words of CV_LANGUAGE_LIST)
  for (const [kind, titles] of Object.entries(words.sections) as [SectionKind, readonly string[]][])
    for (const title of titles) if (!BY_TITLE.has(title)) BY_TITLE.set(title, kind);
/** The same titles without spaces, for letter-spaced headings whose word gaps are lost. */
const BY_LETTERS = new Map([...BY_TITLE].map(([title, kind]) => [title.replace(/\s+/g, ''), kind]));

/** A title's text → the section it starts; a level word ("Morsmål") only when `levelWords`. */
const titleKind = (title: string, levelWords: boolean): SectionKind | undefined => {
  const text = title
    .toLowerCase()
    .replace(LEADING_SYMBOLS, '')
    .replace(/[\u2010\u2011]/g, '-')
    .replace(/[:：]$/, '')
    .trim();
  if (!levelWords && levelWordLevel(text) !== null) return undefined;
  if (/^(?:\S\s+){3,}\S$/u.test(text)) return BY_LETTERS.get(text.replace(/\s+/g, ''));
  return text.length > 40 ? undefined : BY_TITLE.get(text.replace(/\s+/g, ' '));
};

/**
 * "WORK EXPERIENCE:", "E X P E R I E N C E", "Språk" → the section it starts, if any. A level word
 * on a line of its own ("Morsmål" under "Norsk") is a language's level, not a title, unless the
 * document marks the line as a heading (a heading style, a label column).
 */
export const headingKind = (line: Line): SectionKind | undefined =>
  line.cells.length > 1 || line.text.length > 80 ? undefined : titleKind(line.text, line.heading);

/** A label in a label column ("Mother tongue(s)", "WORK EXPERIENCE") → the section it starts, if any. */
export const labelKind = (text: string): SectionKind | undefined => titleKind(text, true);

/** A section's kind, its lines, and the title it was found by (none for the header). */
export type Section = { kind: SectionKind | 'header'; lines: Line[]; title?: string };

/** Sections whose lines are lists, where a line may carry a title of its own ("Språk: Svenska, …"). */
const LISTS: Section['kind'][] = ['professional', 'personal', 'language', 'other'];

/**
 * A list line that starts with another section's title and a colon, as that section's line. A
 * "Languages:" line counts as spoken languages only when a level is given (else it lists
 * programming languages, which are skills).
 */
const labelledLine = (line: Line, within: Section['kind']): { kind: SectionKind; line: Line } | undefined => {
  if (!LISTS.includes(within) || line.cells.length > 1) return undefined;
  const found = colonLabel(line.text) ?? leadingTitle(line.text);
  if (!found || found.kind === within) return undefined;
  const { kind, rest } = found;
  if (kind === 'language' && !rest.split(/[,;]/).some((item) => hasLevelWord(item))) return undefined;
  return { kind, line: lineOf([{ ...(line.cells[0] as Cell), text: rest }], line.page, line.y, line.size) };
};

/** "Språk: Svenska (modersmål), …" → the list section its label names, and the rest. */
const colonLabel = (text: string) => {
  const match = /^([^:：]{2,40})[:：]\s+(.+)$/u.exec(text);
  const kind = match && titleKind(match[1] ?? '', false);
  return kind && LISTS.includes(kind) ? { kind, rest: match[2] ?? '' } : undefined;
};

/** "Languages Italian (native), English (fluent)": a bold label run into its list (no colon). */
const leadingTitle = (text: string) => {
  const words = text.split(/\s+/);
  for (let n = Math.min(3, words.length - 1); n >= 1; n -= 1) {
    const kind = titleKind(words.slice(0, n).join(' '), false);
    const rest = words.slice(n).join(' ');
    if (kind && ['language', 'personal', 'professional'].includes(kind) && /[,;]/.test(rest))
      return { kind, rest };
  }
  return undefined;
};

/**
 * Each stream cut at its headings; what comes before a stream's first heading is its header
 * (name, headline, contact). Sections of the same kind from several streams or pages are joined.
 */
export const sectionsOf = (layout: CvLayout): Section[] => {
  const sections: Section[] = [];
  for (const stream of layout.streams) {
    let current: Section = { kind: 'header', lines: [] };
    sections.push(current);
    for (const line of stream) {
      const kind = headingKind(line);
      const labelled = kind ? undefined : labelledLine(line, current.kind);
      if (kind) {
        current = { kind, lines: [], title: line.text };
        sections.push(current);
      } else if (labelled) {
        // "Personlige kompetencer: Ansvarsbevidst, …" inside a skills section: its own section.
        sections.push({ kind: labelled.kind, lines: [labelled.line] });
      } else {
        current.lines.push(line);
      }
    }
  }
  return sections.filter((section) => section.lines.length > 0);
};

/** All lines of the sections of one kind, in document order. */
export const linesOfKind = (sections: Section[], kind: Section['kind']): Line[][] =>
  sections.filter((section) => section.kind === kind).map((section) => section.lines);
