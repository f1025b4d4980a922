import { describe, expect, it } from 'vitest';
import { openDate } from './open-dates.ts';

describe('openDate', () => {
  it('reads ISO days and months and LinkedIn month names to months', () => {
    expect(openDate('2021-03-14')).toBe('2021-03');
    expect(openDate('2021-11')).toBe('2021-11');
    expect(openDate('Mar 2021')).toBe('2021-03');
    expect(openDate('September 2019')).toBe('2019-09');
  });

  it('keeps a year alone as the year, with no month made up', () => {
    expect(openDate('2017')).toBe('2017');
    expect(openDate(' 2018 ')).toBe('2018');
  });

  it('answers null for an empty or unknown date', () => {
    expect([openDate(''), openDate('Present'), openDate(2021), openDate('2021-13')]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});
