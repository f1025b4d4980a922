import { scanHtml } from './scan-html.ts';

/** Elements whose content is never text a person reads. */
const SKIPPED = new Set(
  'script style noscript template iframe object svg math head select button nav form textarea'.split(' '),
);

/** Elements that stand as their own paragraph. */
const BLOCKS = new Set(
  'p div section article main aside header footer h1 h2 h3 h4 h5 h6 ul ol dl table blockquote pre figure address hr details summary fieldset'.split(
    ' ',
  ),
);

/** Elements that end a line but not a paragraph. */
const LINES = new Set(['li', 'tr', 'dt', 'dd', 'caption', 'figcaption']);

/** Elements that have no end tag. */
const VOID = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));

/** Break markers (private-use characters, removed from the page's own text first). */
const PARAGRAPH = '\ue000';
const LINE = '\ue001';

/**
 * Collects a page's text as a person reads it, from the tags and text a scan reports: whitespace
 * collapsed, scripts, styles and forms left out, paragraphs separated by a blank line, list items
 * on their own lines with a bullet, <br> kept as a line break.
 */
export const createTextCollector = () => {
  const parts: string[] = [];
  // Open skipped elements by name: an end tag closes its own kind only, as the HTML parser would.
  const skipped = new Map<string, number>();
  let skipping = 0;
  let preDepth = 0;
  return {
    start: (tag: string) => {
      if (SKIPPED.has(tag)) {
        skipped.set(tag, (skipped.get(tag) ?? 0) + 1);
        skipping += 1;
        return;
      }
      if (tag === 'body' && skipped.get('head')) {
        skipping -= skipped.get('head') ?? 0;
        skipped.delete('head');
      }
      if (tag === 'br') parts.push(LINE);
      else if (BLOCKS.has(tag)) parts.push(PARAGRAPH);
      else if (tag === 'li') parts.push(LINE, '• ');
      else if (LINES.has(tag)) parts.push(LINE);
      else if (tag === 'td' || tag === 'th') parts.push(' ');
      if (tag === 'pre') preDepth += 1;
    },
    end: (tag: string) => {
      const open = skipped.get(tag);
      if (open) {
        skipped.set(tag, open - 1);
        skipping -= 1;
        return;
      }
      if (VOID.has(tag) && tag !== 'br') return;
      if (tag === 'pre' && preDepth > 0) preDepth -= 1;
      if (BLOCKS.has(tag)) parts.push(PARAGRAPH);
      else if (LINES.has(tag) || tag === 'br') parts.push(LINE);
    },
    text: (text: string) => {
      if (skipping > 0) return;
      const own = text.replace(/[\ue000\ue001]/g, '');
      parts.push(preDepth > 0 ? own.replace(/\r\n?/g, '\n') : own.replace(/[\s\u00a0]+/g, ' '));
    },
    result: () =>
      parts
        .join('')
        .replace(/ *([\ue000\ue001] *)+/g, (breaks) => (breaks.includes(PARAGRAPH) ? '\n\n' : '\n'))
        .replace(/[ \t]+\n/g, '\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim(),
  };
};

const textOf = (html: string): string => {
  const collector = createTextCollector();
  scanHtml(html, collector);
  return collector.result();
};

const LOOKS_LIKE_MARKUP = /<\/?(p|br|div|li|ul|ol|strong|em|b|i|h[1-6]|span|a)\b[^>]*>/i;

/**
 * An HTML fragment (a JSON-LD description, a title) as plain text, entities decoded. A fragment
 * escaped twice ("&lt;p&gt;Hei&lt;/p&gt;", common in job feeds) is read once more.
 */
export const htmlToText = (html: string): string => {
  const once = textOf(html);
  return LOOKS_LIKE_MARKUP.test(once) ? textOf(once) : once;
};

/** A short text (title, name, place) on one line. */
export const inlineText = (html: string): string => htmlToText(html).replace(/\s+/g, ' ').trim();
