import { describe, expect, it } from 'vitest';
import { openDates } from './open-dates.ts';

describe('openDates', () => {
  it('reads ISO days and months and LinkedIn month names without calling them year-only', () => {
    const dates = openDates();
    expect(dates.start('2021-03-14')).toBe('2021-03');
    expect(dates.end('2021-11')).toBe('2021-11');
    expect(dates.start('Mar 2021')).toBe('2021-03');
    expect(dates.end('September 2019')).toBe('2019-09');
    expect(dates.yearOnly).toBe(false);
  });

  it('makes a year alone January or December and says so', () => {
    const dates = openDates();
    expect(dates.start('2017')).toBe('2017-01');
    expect(dates.end('2018')).toBe('2018-12');
    expect(dates.yearOnly).toBe(true);
  });

  it('answers null for an empty or unknown date', () => {
    const dates = openDates();
    expect([dates.start(''), dates.start('Present'), dates.start(2021), dates.end('2021-13')]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(dates.yearOnly).toBe(false);
  });
});
