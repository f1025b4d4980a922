import { da } from './da.ts';
import { en } from './en.ts';
import { no } from './no.ts';
import { sv } from './sv.ts';
import type { CvLanguageWords } from './words.ts';

/**
 * The languages the built-in parser reads, each in one file. A CV may mix them (Nordic CVs often
 * do), so every stage reads the words of all of them at once.
 */
export const CV_LANGUAGES = { en, no, sv, da } as const satisfies Record<string, CvLanguageWords>;

/** Every language's words, in a fixed order (English, Norwegian, Swedish, Danish). */
export const CV_LANGUAGE_LIST: CvLanguageWords[] = Object.values(CV_LANGUAGES);

/** One kind of word from every language, without repeats, in the languages' order. */
export const allWords = (pick: (words: CvLanguageWords) => readonly string[]): string[] => [
  ...new Set(CV_LANGUAGE_LIST.flatMap(pick)),
];

const escapeWord = (word: string) => word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Words as one regular-expression alternation, longest first (so "per i dag" wins over "i dag"):
 * spaces match any run of spaces; with `dotsOptional`, "m.sc" also matches "msc".
 */
export const alternation = (words: readonly string[], dotsOptional = false): string =>
  [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map((word) => {
      const escaped = escapeWord(word).replace(/\s+/g, '\\s+');
      return dotsOptional ? escaped.replace(/\\\.(?!$)/g, '\\.?') : escaped;
    })
    .join('|');

export type { CvLanguageWords, Level, SectionKind } from './words.ts';
