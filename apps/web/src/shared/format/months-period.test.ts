import { describe, expect, it } from 'vitest';
import { formatMonth, formatPeriod } from './months.ts';

describe('formatMonth', () => {
  it('writes a month the way each language does', () => {
    expect(formatMonth('2021-03', 'en')).toBe('Mar 2021');
    expect(formatMonth('2021-10', 'no')).toBe('okt. 2021');
    expect(formatMonth('2024-09', 'en')).toBe('Sep 2024');
    expect(formatMonth('2024-05', 'no')).toBe('mai 2024');
  });

  it('keeps January and December in their year, whatever the time zone', () => {
    expect(formatMonth('2020-01', 'en')).toBe('Jan 2020');
    expect(formatMonth('2020-12', 'no')).toBe('des. 2020');
  });

  it('returns anything that is not a month unchanged', () => {
    expect(formatMonth('2021-13', 'en')).toBe('2021-13');
    expect(formatMonth('March 2021', 'no')).toBe('March 2021');
    expect(formatMonth('', 'en')).toBe('');
  });
});

describe('formatPeriod', () => {
  it('joins start and end with an en dash', () => {
    expect(formatPeriod('2019-08', '2021-06', 'en', null)).toBe('Aug 2019 – Jun 2021');
    expect(formatPeriod('2019-08', '2021-11', 'no', null)).toBe('aug. 2019 – nov. 2021');
  });

  it('names an open end when asked to, else shows the start only', () => {
    expect(formatPeriod('2022-01', null, 'en', 'Present')).toBe('Jan 2022 – Present');
    expect(formatPeriod('2022-01', null, 'no', 'nå')).toBe('jan. 2022 – nå');
    expect(formatPeriod('2022-01', undefined, 'en', null)).toBe('Jan 2022');
  });

  it('shows a single month once', () => {
    expect(formatPeriod('2023-04', '2023-04', 'en', 'Present')).toBe('Apr 2023');
  });
});
