/** Legal forms a company's name may carry or leave out ("Equinor ASA" is "Equinor"). */
const LEGAL_FORMS = new Set([
  'as',
  'asa',
  'a/s',
  'aps',
  'ab',
  'ab (publ)',
  'publ',
  'ltd',
  'ltd.',
  'limited',
  'inc',
  'inc.',
  'incorporated',
  'gmbh',
  'ag',
  'oy',
  'oyj',
  'plc',
  'llc',
  'bv',
  'b.v.',
  'nv',
  'sa',
  's.a.',
  'corp',
  'corp.',
  'corporation',
  'co',
  'co.',
  'sf',
  'ans',
  'da',
  'ba',
  'sa/nv',
  'se',
  'hf',
  'iks',
  'kf',
  'ks',
]);

/** Lower-case words of a name, accents kept (æøå matter), punctuation dropped. */
export const wordsOf = (text: string): string[] =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’'`´]/g, '')
    .split(/[^\p{L}\p{N}&+#/]+/u)
    .map((word) => word.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean);

/** A company's name as compared: lower case, no punctuation, no legal form at the end. */
const keys = new Map<string, string>();
/** Remembers a key of a name seen before (a board's names are compared with every message). */
const remembered = (cache: Map<string, string>, text: string, make: (text: string) => string): string => {
  let key = cache.get(text);
  if (key === undefined) {
    if (cache.size > 5000) cache.clear();
    key = make(text);
    cache.set(text, key);
  }
  return key;
};
const positionKeys = new Map<string, string>();

export const companyKey = (name: string): string => remembered(keys, name, makeCompanyKey);

const makeCompanyKey = (name: string): string => {
  const words = wordsOf(name);
  while (words.length > 1 && LEGAL_FORMS.has(words[words.length - 1] ?? '')) words.pop();
  return words.join(' ');
};

/** A job title as compared: lower case, without references ("(ref. 1234)", "R-12345") or "(m/f/d)". */
export const positionKey = (title: string): string => remembered(positionKeys, title, makePositionKey);

const makePositionKey = (title: string): string =>
  wordsOf(
    title
      .replace(/\((?:ref|req|id|job id|stillingsnr|ref\.?\s*nr)[^)]*\)/giu, ' ')
      .replace(/\b(?:ref|req|job id|stillingsnr)\.?\s*(?:nr\.?|no\.?|id)?\s*[:#]?\s*[\w-]*\d[\w-]*/giu, ' ')
      .replace(/\(\s*[mfwd]\s*\/\s*[mfwd](?:\s*\/\s*[mfwdx])?\s*\)/giu, ' ')
      .replace(/#\s*\d+|\b[A-Z]{1,3}-?\d{3,}\b/gu, ' '),
  ).join(' ');

/** Edit distance between two short strings. */
const distance = (a: string, b: string): number => {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1)
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length] ?? 0;
};

/** How alike two company names are, 0–1: equal keys 1, one name's words starting the other's 0.9, else by spelling. */
export const companySimilarity = (a: string, b: string): number => {
  const x = companyKey(a);
  const y = companyKey(b);
  if (!x || !y) return 0;
  if (x === y) return 1;
  if (x.replaceAll(' ', '') === y.replaceAll(' ', '')) return 0.95;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  if (long.startsWith(`${short} `)) return 0.9;
  // Spelling differences are small ones: names of very different lengths are different names.
  if (long.length - short.length > long.length * 0.25) return 0;
  return 1 - distance(x, y) / Math.max(x.length, y.length);
};

/** How alike two job titles are, 0–1 (shared words, with small spelling differences forgiven). */
export const positionSimilarity = (a: string, b: string): number => {
  const x = positionKey(a).split(' ').filter(Boolean);
  const y = positionKey(b).split(' ').filter(Boolean);
  if (!x.length || !y.length) return 0;
  if (x.join(' ') === y.join(' ')) return 1;
  const near = (w: string, v: string) =>
    w === v || (w.length > 4 && Math.abs(w.length - v.length) <= 1 && w[0] === v[0] && distance(w, v) <= 1);
  const shared = x.filter((w) => y.some((v) => near(w, v))).length;
  return (2 * shared) / (x.length + y.length);
};
