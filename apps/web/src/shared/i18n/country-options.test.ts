import { COUNTRY_CODES } from '@hirelane/contract/countries';
import { describe, expect, it } from 'vitest';
import { countryOptions } from './country-options.ts';

describe('countryOptions', () => {
  it('names every country in the interface language', () => {
    const english = countryOptions('en');
    const norwegian = countryOptions('no');
    expect(english).toHaveLength(COUNTRY_CODES.length);
    expect(english.find((option) => option.value === 'NO')?.label).toBe('Norway');
    expect(norwegian.find((option) => option.value === 'NO')?.label).toBe('Norge');
    expect(norwegian.find((option) => option.value === 'SE')?.label).toBe('Sverige');
  });

  it('sorts by name in that language (Norwegian puts Å last)', () => {
    const labels = countryOptions('no').map((option) => option.label);
    expect(labels.indexOf('Østerrike')).toBeGreaterThan(labels.indexOf('Zimbabwe'));
    expect(labels.indexOf('Åland')).toBeGreaterThan(labels.indexOf('Østerrike'));
  });
});
