import { describe, expect, it } from 'vitest';
import { formatRelative, isoToPickerValue, pickerValueToIso, relativeParts } from './dates.ts';

const now = new Date(2026, 4, 12, 9, 0); // Tuesday 12 May 2026, 09:00 local time

describe('relative dates for interview badges', () => {
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
    expect(formatRelative(new Date(2026, 4, 15, 10, 0).toISOString(), now, 'no')).toBe('om 3 døgn');
    expect(formatRelative(tomorrow, now, 'no')).toBe('i morgen');
  });
});

describe('date-time picker values', () => {
  it('turn local picker values into ISO date-times and back', () => {
    const iso = pickerValueToIso('2026-05-31 10:00:00');
    expect(iso).toBe(new Date(2026, 4, 31, 10, 0).toISOString());
    expect(isoToPickerValue(iso)).toBe('2026-05-31 10:00:00');
    expect(pickerValueToIso(null)).toBeNull();
    expect(pickerValueToIso('not a date')).toBeNull();
    expect(isoToPickerValue(null)).toBeNull();
  });
});
