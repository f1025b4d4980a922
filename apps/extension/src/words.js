// @ts-check
import { LANE_NAMES } from './build-config.js';
import { en } from './words/en.js';
import { no } from './words/no.js';

/**
 * @typedef {Omit<typeof en, 'lang'> & { lang: 'en' | 'no' }} WordsText The words in one language.
 * @typedef {Exclude<keyof typeof en, 'lang'>} WordKey
 * @typedef {ReturnType<typeof wordsFor>} Words
 */

/**
 * Norwegian for a browser in bokmål, nynorsk or plain Norwegian; English otherwise.
 * @param {string | undefined} language
 */
const isNorwegian = (language) => /^(no|nb|nn)(-|$)/i.test(language ?? '');

/**
 * The words for the browser's language (`navigator.language`), with the board's lane names (the
 * web app's own, put in by the build) and `say(key, values)` to fill in `{name}` placeholders.
 * @param {string} language
 */
export const wordsFor = (language) => {
  /** @type {WordsText} */
  const words = isNorwegian(language) ? no : en;
  return {
    ...words,
    lanes: LANE_NAMES[words.lang],
    /**
     * @param {WordKey} key
     * @param {Record<string, unknown>} [values]
     */
    say: (key, values = {}) => words[key].replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? '')),
  };
};

/**
 * Puts the words into every element marked `data-text="key"`, and the page's language.
 * @param {Words} words
 * @param {ParentNode} [root]
 */
export const applyWords = (words, root = document) => {
  document.documentElement.lang = words.lang;
  for (const element of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll('[data-text]'))) {
    element.textContent = words[/** @type {keyof WordsText} */ (element.dataset.text)];
  }
};
