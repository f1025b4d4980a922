import { LANE_NAMES } from './build-config.js';
import { en } from './words/en.js';
import { no } from './words/no.js';

/** Norwegian for a browser in bokmål, nynorsk or plain Norwegian; English otherwise. */
const isNorwegian = (language) => /^(no|nb|nn)(-|$)/i.test(language ?? '');

/**
 * The words for the browser's language (`navigator.language`), with the board's lane names (the
 * web app's own, put in by the build) and `say(key, values)` to fill in `{name}` placeholders.
 */
export const wordsFor = (language) => {
  const words = isNorwegian(language) ? no : en;
  return {
    ...words,
    lanes: LANE_NAMES[words.lang],
    say: (key, values = {}) => words[key].replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? '')),
  };
};

/** Puts the words into every element marked `data-text="key"`, and the page's language. */
export const applyWords = (words, root = document) => {
  document.documentElement.lang = words.lang;
  for (const element of root.querySelectorAll('[data-text]')) {
    element.textContent = words[element.dataset.text];
  }
};
