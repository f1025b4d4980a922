import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];

/** Elements that end a line of text where they open and close. */
const BLOCKS = new Set([
  'p',
  'div',
  'br',
  'tr',
  'li',
  'ul',
  'ol',
  'table',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'section',
  'article',
  'header',
  'footer',
  'hr',
  'td',
  'th',
  'title',
]);
const SKIPPED = new Set(['script', 'style', 'head', 'noscript', 'template']);

/** The text a person sees in an HTML mail body: one line per block, scripts and styles left out. */
export const htmlText = (html: string): string => {
  const out: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeName === '#text') {
      out.push((node as { value: string }).value);
      return;
    }
    if (SKIPPED.has(node.nodeName)) return;
    const block = BLOCKS.has(node.nodeName);
    if (block) out.push('\n');
    for (const child of (node as { childNodes?: Node[] }).childNodes ?? []) walk(child);
    if (block) out.push('\n');
  };
  walk(parseFragment(html) as unknown as Node);
  return out
    .join('')
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter((line, index, lines) => line !== '' || (index > 0 && lines[index - 1] !== ''))
    .join('\n')
    .trim();
};
