import { describe, expect, it } from 'vitest';
import { daysSinceApplied, daysUntil, deadlineUrgency, relativeDays } from './card-facts.ts';

describe('card facts', () => {
  const now = new Date(2026, 10, 23, 15, 30);

  it('counts whole days to a deadline in the local calendar', () => {
    expect(daysUntil('2026-11-23', now)).toBe(0);
    expect(daysUntil('2026-11-26', now)).toBe(3);
    expect(daysUntil('2026-11-22', now)).toBe(-1);
    expect(daysUntil('2027-01-01', now)).toBe(39);
  });

  it('counts whole days since applying: the applied date when typed, else the day it entered the lane', () => {
    const entered = (date: Date) => ({ appliedDate: null, laneEnteredAt: date.toISOString() });
    expect(daysSinceApplied(entered(new Date(2026, 10, 23, 0, 5)), now)).toBe(0);
    expect(daysSinceApplied(entered(new Date(2026, 10, 22, 23, 55)), now)).toBe(1);
    expect(daysSinceApplied(entered(new Date(2026, 10, 11, 9, 0)), now)).toBe(12);
    const typed = { appliedDate: '2026-11-01', laneEnteredAt: new Date(2026, 10, 20).toISOString() };
    expect(daysSinceApplied(typed, now)).toBe(22);
    expect(daysSinceApplied({ ...typed, appliedDate: '2026-12-01' }, now)).toBe(0);
    expect(relativeDays(-12, 'en')).toBe('12 days ago');
    expect(relativeDays(-12, 'no')).toBe('for 12 dager siden');
  });

  it('marks today up to three days ahead as soon', () => {
    expect(deadlineUrgency(-1)).toBe('past');
    expect(deadlineUrgency(0)).toBe('soon');
    expect(deadlineUrgency(3)).toBe('soon');
    expect(deadlineUrgency(4)).toBe('later');
  });

  it('says the distance in the interface language', () => {
    expect(relativeDays(0, 'en')).toBe('today');
    expect(relativeDays(3, 'en')).toBe('in 3 days');
    expect(relativeDays(21, 'en')).toBe('in 3 weeks');
    expect(relativeDays(1, 'no')).toBe('i morgen');
    // Calendar days, never the locale data's "døgn" (spans of 24 hours).
    expect(relativeDays(12, 'no')).toBe('om 12 dager');
    expect(relativeDays(21, 'no')).toBe('om 3 uker');
  });
});
