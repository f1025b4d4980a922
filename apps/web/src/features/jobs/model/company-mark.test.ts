import { describe, expect, it } from 'vitest';
import { companyMark } from './company-mark.ts';

describe('company mark', () => {
  it('takes the first letter or digit, in upper case', () => {
    expect(companyMark('Equinor')?.initial).toBe('E');
    expect(companyMark('  ølen betong')?.initial).toBe('Ø');
    expect(companyMark('@home AS')?.initial).toBe('H');
    expect(companyMark('3M')?.initial).toBe('3');
    expect(companyMark(' -- ')).toBeNull();
  });

  it('gives a name the same colour every time, whatever its case or spacing', () => {
    expect(companyMark('Equinor')?.color).toBe(companyMark(' equinor ')?.color);
    const colours = new Set(
      ['Equinor', 'DNB', 'Telenor', 'Kahoot', 'Vipps', 'Aker', 'Schibsted', 'Oda'].map(
        (n) => companyMark(n)?.color,
      ),
    );
    expect(colours.size).toBeGreaterThan(3);
  });
});
