import { describe, expect, it } from 'vitest';
import {
  fromPickerDate,
  isoToPickerValue,
  pickerValueToIso,
  todayIso,
  toPickerDate,
} from './picker-dates.ts';

describe('month picker dates', () => {
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

describe('todayIso', () => {
  it("is the viewer's local calendar day", () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(todayIso(new Date(2026, 11, 31, 0, 1))).toBe('2026-12-31');
  });
});
