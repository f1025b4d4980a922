import { describe, expect, it } from 'vitest';
import { salaryAmount } from './salary-amount.ts';

// Intl writes no-break spaces between groups and beside the currency: read them as spaces.
const spaced = (text: string | undefined) => text?.replace(/\s/g, ' ');
const job = (salaryMin: number | null, salaryMax: number | null, salaryCurrency: string | null = 'NOK') => ({
  salaryMin,
  salaryMax,
  salaryCurrency,
});

describe('salaryAmount', () => {
  it('writes every digit, grouped as the language writes numbers', () => {
    expect(spaced(salaryAmount(job(1_150_000, 1_150_000), 'en')?.amount)).toBe('NOK 1,150,000');
    expect(spaced(salaryAmount(job(1_150_000, 1_150_000), 'no')?.amount)).toBe('1 150 000 NOK');
    expect(spaced(salaryAmount(job(650_000, 700_000), 'en')?.amount)).toBe('NOK 650,000–700,000');
    expect(spaced(salaryAmount(job(650_000, 700_000), 'no')?.amount)).toBe('650 000–700 000 NOK');
    expect(salaryAmount(job(95.5, null, null), 'en')).toEqual({ amount: '95.5', bound: 'from' });
    expect(salaryAmount(job(null, 52_000, null), 'no')?.bound).toBe('to');
  });

  it('is null without figures', () => {
    expect(salaryAmount(job(null, null), 'en')).toBeNull();
  });
});
