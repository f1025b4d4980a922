import { en } from './labels/en.ts';
import type { LabelledField } from './labels/label-words.ts';
import { no } from './labels/no.ts';

/** A label and the text beside it, as the page shows them. */
export type LabelPair = readonly [label: string, value: string];

/** Elements whose text is never a fact a person reads. */
const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'svg', 'math', 'head', 'button']);
/** Elements the reader follows; other tags only add their text to these. */
const FOLLOWED = new Set(['dt', 'dd', 'tr', 'th', 'td', 'li', 'p', 'strong', 'b', 'h1', 'h2']);
/** An opening tag of one of these closes an open one of the same group, as the HTML parser does. */
const CLOSES: Record<string, readonly string[]> = {
  dt: ['dt', 'dd'],
  dd: ['dt', 'dd'],
  th: ['th', 'td'],
  td: ['th', 'td'],
  tr: ['tr', 'th', 'td'],
  li: ['li', 'p', 'strong', 'b'],
  p: ['p', 'strong', 'b'],
};
/** Pages nest facts shallowly; a page nesting deeper is read no deeper (and never slowly). */
const MAX_OPEN = 24;
const MAX_PAIRS = 200;
const MAX_HEADINGS = 40;
const MAX_TEXT = 400;

/** A top-level heading (<h1> or <h2>) of the page, in document order. */
export type PageHeading = { level: 1 | 2; text: string };

type Frame = { tag: string; text: string; label?: string; labelEnd?: number; cells?: string[] };

const clean = (text: string) => text.replace(/[\s\u00a0]+/g, ' ').trim();

/**
 * Collects a page's label/value pairs from the tags and text a scan reports: a <dt> and its <dd>,
 * a table row's first two cells (<th>/<td>), a list item or paragraph that starts with a
 * <strong>/<b> label ("<li><strong>Sted</strong> Oslo</li>"), and the texts of its <h1> and <h2>
 * headings.
 */
export const createLabelCollector = () => {
  const pairs: LabelPair[] = [];
  const open: Frame[] = [];
  let skipping = 0;
  let term: string | null = null;
  const headings: PageHeading[] = [];
  const add = (label: string, value: string) => {
    const pair = [clean(label), clean(value)] as const;
    if (pair[0] && pair[1] && pairs.length < MAX_PAIRS) pairs.push(pair);
  };
  const close = (frame: Frame) => {
    const text = frame.text;
    const parent = open.at(-1);
    if (parent) parent.text += text;
    switch (frame.tag) {
      case 'dt':
        term = text;
        break;
      case 'dd':
        if (term !== null) add(term, text);
        term = null;
        break;
      case 'th':
      case 'td': {
        const row = open.findLast((candidate) => candidate.tag === 'tr');
        row?.cells?.push(text);
        break;
      }
      case 'tr':
        if (frame.cells && frame.cells.length >= 2) add(frame.cells[0] ?? '', frame.cells[1] ?? '');
        break;
      case 'strong':
      case 'b':
        // A label only when it opens its item: nothing but spaces before it.
        if (parent && (parent.tag === 'li' || parent.tag === 'p') && parent.label === undefined) {
          if (!clean(parent.text.slice(0, parent.text.length - text.length))) {
            parent.label = text;
            parent.labelEnd = parent.text.length;
          }
        }
        break;
      case 'li':
      case 'p':
        if (frame.label !== undefined) add(frame.label, text.slice(frame.labelEnd ?? 0));
        break;
      case 'h1':
      case 'h2': {
        const words = clean(text);
        if (words && words.length <= MAX_TEXT && headings.length < MAX_HEADINGS)
          headings.push({ level: frame.tag === 'h1' ? 1 : 2, text: words });
        break;
      }
    }
  };
  const closeUpTo = (index: number) => {
    while (open.length > index) {
      const frame = open.pop();
      if (frame) close(frame);
    }
  };
  return {
    start: (tag: string) => {
      if (SKIPPED.has(tag)) {
        skipping += 1;
        return;
      }
      if (tag === 'body' && skipping > 0) skipping = 0;
      if (!FOLLOWED.has(tag)) return;
      const closes = CLOSES[tag];
      if (closes) {
        const top = open.findLastIndex((frame) => closes.includes(frame.tag));
        // Only an open element of the group that nothing else was opened in since (a nested list's
        // <li> does not close its parent item).
        if (top >= 0 && open.slice(top + 1).every((frame) => closes.includes(frame.tag))) closeUpTo(top);
      }
      if (open.length >= MAX_OPEN) return;
      open.push(tag === 'tr' ? { tag, text: '', cells: [] } : { tag, text: '' });
    },
    end: (tag: string) => {
      if (SKIPPED.has(tag)) {
        if (skipping > 0) skipping -= 1;
        return;
      }
      const index = open.findLastIndex((frame) => frame.tag === tag);
      if (index >= 0) closeUpTo(index);
      else if (tag === 'br') {
        const top = open.at(-1);
        if (top) top.text += ' ';
      }
    },
    text: (text: string) => {
      if (skipping > 0) return;
      const top = open.at(-1);
      if (top && top.text.length < MAX_TEXT * 4) top.text += text;
    },
    result: (): { pairs: LabelPair[]; headings: PageHeading[] } => {
      closeUpTo(0);
      return { pairs, headings };
    },
  };
};

/** "Label: value" on a line of the page's text (a bullet before it is left out). */
const LINE_PAIR = /^[•*\-–]?\s*([^:\n]{2,40}?)\s*:\s*(\S[^\n]*)$/;

/** The label/value pairs of the page's text lines ("Arbeidsgiver: Fjord AS"). */
export const linePairs = (text: string): LabelPair[] =>
  text
    .split('\n')
    .map((line) => line.trim().match(LINE_PAIR))
    .filter((match): match is RegExpMatchArray => match !== null)
    .map((match) => [match[1] ?? '', match[2] ?? ''] as const);

const FIELDS: readonly LabelledField[] = ['position', 'company', 'location', 'deadline', 'salary'];
/** Every language's label → the field it names. */
const FIELD_OF = new Map<string, LabelledField>(
  [en, no].flatMap((words) =>
    FIELDS.flatMap((field) => words[field].map((label) => [label, field] as const)),
  ),
);

const fieldOf = (label: string): LabelledField | undefined =>
  FIELD_OF.get(
    label
      .toLowerCase()
      .replace(/[:：]\s*$/, '')
      .trim(),
  );

/** The pairs whose label names one of the job's fields ("Arbeidsgiver", "Apply by"). */
export const factPairs = (pairs: readonly LabelPair[]): LabelPair[] =>
  pairs.filter(([label, value]) => fieldOf(label) !== undefined && value.length <= MAX_TEXT);

/** The first value the page gives each labelled field, in the order the pairs come. */
export const labelledFields = (pairs: readonly LabelPair[]): Partial<Record<LabelledField, string>> => {
  const found: Partial<Record<LabelledField, string>> = {};
  for (const [label, value] of pairs) {
    const field = fieldOf(label);
    if (field && found[field] === undefined && value.length <= MAX_TEXT) found[field] = value;
  }
  return found;
};
