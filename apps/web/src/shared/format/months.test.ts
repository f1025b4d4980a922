import { describe, expect, it } from 'vitest';
import { formatDay, formatMonth, formatPeriod, fromPickerDate, toPickerDate } from './months.ts';

describe('formatMonth', () => {
  it('writes month and year in the interface language', () => {
    expect(formatMonth('2024-09', 'en')).toBe('Sep 2024');
    expect(formatMonth('2024-01', 'en')).toBe('Jan 2024');
    expect(formatMonth('2024-09', 'no')).toMatch(/^sep\.? 2024$/);
    expect(formatMonth('2023-05', 'no')).toMatch(/^mai 2023$/);
  });

  it('does not shift a month across time zones', () => {
    expect(formatMonth('2024-12', 'en')).toBe('Dec 2024');
    expect(formatMonth('2025-01', 'en')).toBe('Jan 2025');
  });

  it('leaves text that is not a month alone', () => {
    expect(formatMonth('soon', 'en')).toBe('soon');
    expect(formatMonth('2024-13', 'en')).toBe('2024-13');
  });
});

describe('formatPeriod', () => {
  it('joins start and end with a dash', () => {
    expect(formatPeriod('2020-01', '2022-03', 'en', 'Present')).toBe('Jan 2020 – Mar 2022');
  });

  it('ends an open period with the word for "present"', () => {
    expect(formatPeriod('2020-01', null, 'en', 'Present')).toBe('Jan 2020 – Present');
    expect(formatPeriod('2020-01', undefined, 'no', 'nå')).toBe('jan. 2020 – nå');
  });

  it('shows a single month once', () => {
    expect(formatPeriod('2021-06', '2021-06', 'en', 'Present')).toBe('Jun 2021');
  });
});

describe('picker dates', () => {
  it('converts between the contract month and the picker date', () => {
    expect(toPickerDate('2024-09')).toBe('2024-09-01');
    expect(fromPickerDate('2024-09-01')).toBe('2024-09');
    expect(fromPickerDate(toPickerDate('1999-12'))).toBe('1999-12');
  });

  it('treats empty or broken values as no month', () => {
    expect(toPickerDate(null)).toBeNull();
    expect(toPickerDate('')).toBeNull();
    expect(toPickerDate('2024-9')).toBeNull();
    expect(fromPickerDate(null)).toBeNull();
    expect(fromPickerDate('')).toBeNull();
  });
});

describe('formatDay', () => {
  it('writes a timestamp as a day in the interface language', () => {
    expect(formatDay('2026-11-22T12:00:00.000Z', 'en')).toBe('Nov 22, 2026');
    expect(formatDay('2026-11-22T12:00:00.000Z', 'no')).toBe('22. nov. 2026');
    expect(formatDay('not a date', 'en')).toBe('not a date');
  });
});
