import { describe, expect, it } from 'vitest';
import { isoToPickerValue, pickerValueToIso, todayIso } from './picker-dates.ts';

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
