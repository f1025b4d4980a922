import { describe, expect, it } from 'vitest';
import { formatDay, todayIso } from './dates.ts';

describe('formatDay', () => {
  it('writes a stored expiry day as that very day, in both languages', () => {
    expect(formatDay('2026-12-31', 'en')).toBe('31 Dec 2026');
    expect(formatDay('2026-12-31', 'no')).toBe('31. des. 2026');
    expect(formatDay('2027-01-01', 'en')).toBe('1 Jan 2027');
  });

  it('returns what it cannot read unchanged', () => {
    expect(formatDay('someday', 'en')).toBe('someday');
  });
});

describe('todayIso', () => {
  it("is the viewer's local calendar day", () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(todayIso(new Date(2026, 11, 31, 0, 1))).toBe('2026-12-31');
  });
});
