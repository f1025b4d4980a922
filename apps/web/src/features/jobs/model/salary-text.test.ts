import { describe, expect, it } from 'vitest';
import { restatesFigures } from './salary-text.ts';

describe('restatesFigures', () => {
  it('sees the same amounts written another way', () => {
    expect(restatesFigures('650 000 kr', 650_000, null)).toBe(true);
    expect(restatesFigures('NOK 650,000 – 700,000 per year', 650_000, 700_000)).toBe(true);
    expect(restatesFigures('650–700k', 650_000, 700_000)).toBe(true);
    expect(restatesFigures('kr 650.000 pr. år', 650_000, 700_000)).toBe(true);
    expect(restatesFigures('£65,000 – £75,000 a year', 65_000, 75_000)).toBe(true);
    expect(restatesFigures('1 150 000 kroner i året', 1_150_000, 1_150_000)).toBe(true);
  });

  it('keeps text that says more, or other amounts', () => {
    expect(restatesFigures('650 000 kr + bonus', 650_000, null)).toBe(false);
    expect(restatesFigures('Negotiable', 650_000, null)).toBe(false);
    expect(restatesFigures('600 000 kr', 650_000, null)).toBe(false);
    expect(restatesFigures('650 000 kr', null, null)).toBe(false);
    expect(restatesFigures(null, 650_000, null)).toBe(false);
  });
});
