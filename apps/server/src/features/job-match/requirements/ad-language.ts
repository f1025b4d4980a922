import type { Language } from '@hirelane/contract/constants';

const NORWEGIAN = new Set([
  'og',
  'med',
  'som',
  'til',
  'er',
  'du',
  'vi',
  'har',
  'på',
  'av',
  'det',
  'en',
  'et',
  'for',
  'å',
  'eller',
  'deg',
  'oss',
  'ikke',
  'fra',
]);
const ENGLISH = new Set([
  'and',
  'with',
  'the',
  'to',
  'you',
  'we',
  'have',
  'of',
  'in',
  'a',
  'an',
  'for',
  'or',
  'our',
  'your',
  'is',
  'are',
  'from',
  'be',
]);

/** The language a text is written in, by its most common small words; English when it is even. */
export const adLanguage = (text: string): Language => {
  let score = 0;
  for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    if (NORWEGIAN.has(word)) score += 1;
    if (ENGLISH.has(word)) score -= 1;
  }
  return score > 0 ? 'no' : 'en';
};
