import type { Language } from '@hirelane/contract/constants';

/**
 * One vocabulary entry as stored in skills.json: its name in every language (written out even where
 * it is the same, so an entry without a language's name is a visible mistake), its kind, every term
 * that names it (a term starting with "=" matches only in that casing, one starting with "~" is a
 * job title that counts only after "as"/"som") and where it came from. Its English name is its id.
 */
export type VocabularyEntry = [
  names: Record<Language, string>,
  kind: string,
  terms: string[],
  source: 'curated' | 'linguist' | 'devicon' | 'logos',
];

/**
 * A word of a text, with whether punctuation (not a space, "/" or "-") stands before it, and whether
 * it is glued to the word before by a mark without a space ("A/B", "end-to-end").
 */
export type Token = {
  text: string;
  key: string;
  start: number;
  end: number;
  breakBefore: boolean;
  glued: boolean;
};

/** Words with the marks tools are named with: "C#", "C++", "Node.js", ".NET", "Security+". */
const WORD = /\.?[\p{L}\p{N}](?:[\p{L}\p{N}+#]|\.(?=[\p{L}\p{N}]))*/gu;
/** What may stand between two words of one name: spaces, "/", "-", "&". */
const JOINER = /^[\s/\-–&'’]*$/u;

export const tokenize = (text: string): Token[] => {
  const tokens: Token[] = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    const between = text.slice(last, start);
    tokens.push({
      text: match[0],
      key: match[0].toLowerCase(),
      start,
      end: start + match[0].length,
      breakBefore: tokens.length === 0 || !JOINER.test(between) || between.includes('\n'),
      glued: tokens.length > 0 && /^[/\-–&]$/u.test(between),
    });
    last = start + match[0].length;
  }
  return tokens;
};

/** A term's words joined by one space, lower-cased: how the index and the text meet. */
export const termKey = (term: string): string =>
  tokenize(term)
    .map((token) => token.key)
    .join(' ');

/** The same, keeping the casing, for terms that match only as written. */
export const casedKey = (term: string): string =>
  tokenize(term)
    .map((token) => token.text)
    .join(' ');
