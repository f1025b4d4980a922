import { createTextCollector } from './html-text.ts';
import { createMicrodataCollector } from './microdata.ts';
import { createLabelCollector, type LabelPair, linePairs, type PageHeading } from './page-labels.ts';
import { scanHtml } from './scan-html.ts';

/** What a job page says about itself, before any of it is understood. */
export type PageFacts = {
  /** Each JSON-LD block, parsed (blocks that are not JSON are left out), then each microdata item. */
  jsonLd: unknown[];
  /** Meta tags by lower-case `property` or `name` (the first of each), values as written. */
  meta: Map<string, string>;
  /** The document's <title>, if any. */
  title: string | null;
  /** The visible text of the page. */
  text: string;
  /** Label/value pairs the page shows (<dl>, table rows, "<li><strong>Sted</strong> Oslo", "Sted: Oslo" lines). */
  labels: LabelPair[];
  /** Its <h1> and <h2> headings, in document order. */
  headings: PageHeading[];
  /** Whether it is an HTML document at all: it has an <html>, <head> or <body> tag. */
  isDocument: boolean;
};

/** JSON as pages write it: some wrap it in <!-- --> or CDATA, some leave raw line breaks inside strings. */
const parseJson = (raw: string): unknown => {
  const text = raw
    .trim()
    .replace(/^(<!--|\/\/\s*<!\[CDATA\[|<!\[CDATA\[)/, '')
    .replace(/(-->|\/\/\s*\]\]>|\]\]>)$/, '')
    .trim();
  try {
    return JSON.parse(text);
  } catch {
    try {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
      return JSON.parse(text.replace(/[\u0000-\u001f]+/g, ' '));
    } catch {
      return undefined;
    }
  }
};

/** Reads a page once with the HTML tokenizer: its JSON-LD blocks, meta tags, title and visible text. */
export const readPage = (html: string): PageFacts => {
  const jsonLd: unknown[] = [];
  const meta = new Map<string, string>();
  let title: string | null = null;
  // The text of the raw-text element being read (a JSON-LD script or the title), if any.
  let capture: { tag: 'script' | 'title'; text: string } | null = null;
  const visible = createTextCollector();
  const microdata = createMicrodataCollector();
  const labelled = createLabelCollector();
  let isDocument = false;
  scanHtml(html, {
    start: (tag, attributes) => {
      visible.start(tag);
      microdata.start(tag, attributes);
      labelled.start(tag);
      if (tag === 'html' || tag === 'head' || tag === 'body') isDocument = true;
      if (tag === 'script' && attributes.get('type')?.trim().toLowerCase() === 'application/ld+json') {
        capture = { tag, text: '' };
      } else if (tag === 'title' && title === null) {
        capture = { tag, text: '' };
      } else if (tag === 'meta') {
        const key = (attributes.get('property') ?? attributes.get('name') ?? '').trim().toLowerCase();
        const content = attributes.get('content')?.trim();
        if (key && content && !meta.has(key)) meta.set(key, content);
      }
    },
    end: (tag) => {
      visible.end(tag);
      microdata.end(tag);
      labelled.end(tag);
      const done: { tag: string; text: string } | null = capture;
      if (done?.tag !== tag) return;
      capture = null;
      if (tag === 'title') title = done.text.replace(/\s+/g, ' ').trim() || null;
      else {
        const value = parseJson(done.text);
        if (value !== undefined) jsonLd.push(value);
      }
    },
    text: (text) => {
      visible.text(text);
      microdata.text(text);
      labelled.text(text);
      if (capture) capture.text += text;
    },
  });
  const text = visible.result();
  const { pairs, headings } = labelled.result();
  return {
    jsonLd: [...jsonLd, ...microdata.result()],
    meta,
    title,
    text,
    labels: [...pairs, ...linePairs(text)],
    headings,
    isDocument,
  };
};
