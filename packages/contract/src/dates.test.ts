import { describe, expect, it } from 'vitest';
import {
  displayNames,
  firstMonthOf,
  formatDate,
  formatDateTime,
  formatMonth,
  formatPeriod,
  formatRelative,
  formatRelativeUnit,
  lastMonthOf,
  monthNames,
  relativeParts,
} from './dates.ts';

describe('months', () => {
  it('writes a month the way each language does, without shifting it across time zones', () => {
    expect(formatMonth('2021-03', 'en')).toBe('Mar 2021');
    expect(formatMonth('2024-09', 'en')).toBe('Sept 2024');
    expect(formatMonth('2021-10', 'no')).toBe('okt. 2021');
    expect(formatMonth('2024-05', 'no')).toBe('mai 2024');
    expect(formatMonth('2020-01', 'en')).toBe('Jan 2020');
    expect(formatMonth('2020-12', 'no')).toBe('des. 2020');
  });

  it('names the twelve months for a month field, January first', () => {
    expect(monthNames('en')).toHaveLength(12);
    expect(monthNames('en')[0]).toBe('January');
    expect(monthNames('en')[8]).toBe('September');
    expect(monthNames('no')[4]).toBe('mai');
    expect(monthNames('no')[11]).toBe('desember');
  });

  it('returns anything that is not a month unchanged', () => {
    expect(formatMonth('2021-13', 'en')).toBe('2021-13');
    expect(formatMonth('March 2021', 'no')).toBe('March 2021');
    expect(formatMonth('', 'en')).toBe('');
  });

  it('writes a period with an en dash, an open end when named, a single month once', () => {
    expect(formatPeriod('2019-08', '2021-06', 'en', null)).toBe('Aug 2019 – Jun 2021');
    expect(formatPeriod('2019-08', '2021-11', 'no', null)).toBe('aug. 2019 – nov. 2021');
    expect(formatPeriod('2020-01', null, 'en', 'Present')).toBe('Jan 2020 – Present');
    expect(formatPeriod('2020-01', undefined, 'no', 'nå')).toBe('jan. 2020 – nå');
    expect(formatPeriod('2020-01', null, 'en', null)).toBe('Jan 2020');
    expect(formatPeriod('2021-06', '2021-06', 'en', 'Present')).toBe('Jun 2021');
  });

  it('writes a year alone as the year, in periods too, with no month made up', () => {
    expect(formatMonth('2021', 'en')).toBe('2021');
    expect(formatMonth('2021', 'no')).toBe('2021');
    expect(formatPeriod('2017', '2020', 'en', null)).toBe('2017 – 2020');
    expect(formatPeriod('2017', '2020', 'no', null)).toBe('2017 – 2020');
    expect(formatPeriod('2019', null, 'no', 'nå')).toBe('2019 – nå');
    expect(formatPeriod('2019', '2019', 'en', 'Present')).toBe('2019');
    expect(formatPeriod('2019-08', '2021', 'en', null)).toBe('Aug 2019 – 2021');
  });

  it('reads a year as its first month at a start and its last month at an end', () => {
    expect(firstMonthOf('2020')).toBe('2020-01');
    expect(lastMonthOf('2020')).toBe('2020-12');
    expect(firstMonthOf('2020-05')).toBe('2020-05');
    expect(lastMonthOf('2020-05')).toBe('2020-05');
  });
});

describe('days and times', () => {
  it('writes a stored calendar day as that very day, in both languages', () => {
    expect(formatDate('2026-12-31', 'en')).toBe('31 Dec 2026');
    expect(formatDate('2026-12-31', 'no')).toBe('31. des. 2026');
    expect(formatDate('2027-01-01', 'en')).toBe('1 Jan 2027');
    expect(formatDate('2026-06-02', 'en', 'long')).toBe('2 June 2026');
    expect(formatDate('2026-06-02', 'no', 'long')).toBe('2. juni 2026');
  });

  it('writes a timestamp as the local day, and returns what it cannot read unchanged', () => {
    expect(formatDate('2026-11-22T12:00:00.000Z', 'en')).toBe('22 Nov 2026');
    expect(formatDate('2026-11-22T12:00:00.000Z', 'no')).toBe('22. nov. 2026');
    expect(formatDate('someday', 'en')).toBe('someday');
  });

  it('writes an interview time with its weekday on a 24-hour clock', () => {
    const iso = new Date(2026, 5, 2, 10, 0).toISOString();
    expect(formatDateTime(iso, 'en')).toBe('Tuesday, 2 June 2026 at 10:00');
    expect(formatDateTime(iso, 'no')).toMatch(/^tirsdag 2\. juni 2026 (kl\. )?10:00$/);
  });
});

describe('relative dates', () => {
  const now = new Date(2026, 4, 12, 9, 0); // Tuesday 12 May 2026, 09:00 local time

  it('uses minutes and hours today, calendar days, then weeks and months', () => {
    expect(relativeParts(new Date(2026, 4, 12, 9, 0, 20), now)).toEqual({ value: 0, unit: 'second' });
    expect(relativeParts(new Date(2026, 4, 12, 9, 30), now)).toEqual({ value: 30, unit: 'minute' });
    expect(relativeParts(new Date(2026, 4, 12, 14, 0), now)).toEqual({ value: 5, unit: 'hour' });
    expect(relativeParts(new Date(2026, 4, 13, 8, 0), now)).toEqual({ value: 1, unit: 'day' });
    expect(relativeParts(new Date(2026, 4, 14, 18, 0), now)).toEqual({ value: 2, unit: 'day' });
    expect(relativeParts(new Date(2026, 4, 26, 10, 0), now)).toEqual({ value: 2, unit: 'week' });
    expect(relativeParts(new Date(2026, 7, 12, 10, 0), now)).toEqual({ value: 3, unit: 'month' });
    expect(relativeParts(new Date(2026, 4, 10, 10, 0), now)).toEqual({ value: -2, unit: 'day' });
  });

  it('words them in the interface language', () => {
    const inTwoDays = new Date(2026, 4, 14, 10, 0).toISOString();
    const tomorrow = new Date(2026, 4, 13, 10, 0).toISOString();
    expect(formatRelative(inTwoDays, now, 'en')).toBe('in 2 days');
    expect(formatRelative(tomorrow, now, 'en')).toBe('tomorrow');
    expect(formatRelative(inTwoDays, now, 'no')).toBe('i overmorgen');
    expect(formatRelative(tomorrow, now, 'no')).toBe('i morgen');
  });

  it('counts Norwegian days as "dager", not the locale data\'s "døgn"', () => {
    expect(formatRelative(new Date(2026, 4, 17, 10, 0).toISOString(), now, 'no')).toBe('om 5 dager');
    expect(formatRelative(new Date(2026, 4, 9, 10, 0).toISOString(), now, 'no')).toBe('for 3 dager siden');
    expect(formatRelativeUnit(12, 'day', 'no')).toBe('om 12 dager');
    expect(formatRelativeUnit(-2, 'day', 'no')).toBe('i forgårs');
    expect(formatRelativeUnit(2, 'week', 'no')).toBe('om 2 uker');
    expect(formatRelativeUnit(12, 'day', 'en')).toBe('in 12 days');
  });
});

describe('display names', () => {
  it('names languages and countries in the interface language', () => {
    expect(displayNames('en', 'region').of('NO')).toBe('Norway');
    expect(displayNames('no', 'region').of('NO')).toBe('Norge');
    expect(displayNames('no', 'language').of('en')).toBe('engelsk');
  });
});
