import { describe, expect, it } from 'vitest';
import en from '../../../../public/locales/en/cv.json';
import no from '../../../../public/locales/no/cv.json';
import { levelKey, levelOptions } from './language-levels.ts';

describe('language levels', () => {
  it('offers the spec levels Beginner 1 … Native 5 in order', () => {
    expect(levelOptions((key) => en.levels[key])).toEqual([
      { value: '1', label: 'Beginner' },
      { value: '2', label: 'Intermediate' },
      { value: '3', label: 'Advanced' },
      { value: '4', label: 'Fluent' },
      { value: '5', label: 'Native' },
    ]);
  });

  it('names every level in Norwegian', () => {
    expect(levelOptions((key) => no.levels[key]).map((option) => option.label)).toEqual([
      'Nybegynner',
      'Middels',
      'Avansert',
      'Flytende',
      'Morsmål',
    ]);
  });

  it('maps level numbers to keys', () => {
    expect(levelKey(5)).toBe('native');
    expect(levelKey(1)).toBe('beginner');
  });
});
