import { readFileSync } from 'node:fs';
import { LANGUAGES } from '@hirelane/contract/constants';
import { describe, expect, it } from 'vitest';
import { LANGUAGES as SPOKEN } from '../requirements/phrase-rules.ts';
import type { VocabularyEntry } from './vocabulary-format.ts';

const entries = JSON.parse(
  readFileSync(new URL('./skills.json', import.meta.url), 'utf8'),
) as VocabularyEntry[];

describe('the names a requirement can be shown with', () => {
  it('name every vocabulary entry in every language, the English name being its id', () => {
    const unnamed = entries.flatMap(([names]) =>
      LANGUAGES.filter((language) => !names[language]?.trim()).map((language) => `${names.en}: ${language}`),
    );
    expect(unnamed).toEqual([]);
    expect(new Set(entries.map(([names]) => names.en)).size).toBe(entries.length);
  });

  it('name every language an ad may ask for in every language', () => {
    const unnamed = SPOKEN.flatMap(({ id, names }) =>
      LANGUAGES.filter((language) => !names[language]?.trim()).map((language) => `${id}: ${language}`),
    );
    expect(unnamed).toEqual([]);
  });
});
