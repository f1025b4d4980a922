import { describe, expect, it } from 'vitest';
import { languageSuggestions } from './language-names.ts';

describe('languageSuggestions', () => {
  it('names languages in the interface language, capitalised and sorted', () => {
    const english = languageSuggestions('en');
    expect(english).toContain('Norwegian');
    expect(english).toContain('Somali');
    expect(english.indexOf('Arabic')).toBeLessThan(english.indexOf('Polish'));
    const norwegian = languageSuggestions('no');
    expect(norwegian).toContain('Engelsk');
    expect(norwegian).toContain('Norsk');
    expect(new Set(norwegian).size).toBe(norwegian.length);
  });
});
