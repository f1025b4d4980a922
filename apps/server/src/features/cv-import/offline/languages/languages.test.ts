import { describe, expect, it } from 'vitest';
import { CV_LANGUAGE_LIST, CV_LANGUAGES } from './index.ts';

describe('the language files', () => {
  it('agree on what a shared month word means', () => {
    const months = new Map<string, number>();
    for (const words of CV_LANGUAGE_LIST)
      words.months.forEach((names, index) => {
        for (const name of names) {
          expect(months.get(name) ?? index + 1, name).toBe(index + 1);
          months.set(name, index + 1);
        }
      });
  });

  it('agree on which section a shared title starts', () => {
    const kinds = new Map<string, string>();
    for (const words of CV_LANGUAGE_LIST)
      for (const [kind, titles] of Object.entries(words.sections))
        for (const title of titles) {
          expect(kinds.get(title) ?? kind, title).toBe(kind);
          kinds.set(title, kind);
        }
  });

  it.each(Object.entries(CV_LANGUAGES))(
    '%s writes its words in lower case where it compares them so',
    (_, words) => {
      const lists = [
        ...Object.values(words.sections),
        ...words.months,
        words.present,
        ...Object.values(words.levels),
        ...Object.values(words.contactLabels),
      ];
      for (const list of lists) for (const word of list) expect(word).toBe(word.toLowerCase());
    },
  );
});
