import { describe, expect, it } from 'vitest';
import { createUrlSigner } from './signed-url.ts';

const HOUR = 60 * 60 * 1000;
const clockAt = (start: Date) => {
  let now = start;
  return { now: () => now, set: (next: Date) => (now = next) };
};

describe('signed URLs', () => {
  it('give the same URL for every request within a quarter of their lifetime, alive at least that long', () => {
    const clock = clockAt(new Date('2026-11-26T10:05:00.000Z'));
    const signer = createUrlSigner('key', clock, 4 * 60 * 60);
    const first = signer.sign('/a');
    clock.set(new Date('2026-11-26T10:55:00.000Z'));
    expect(signer.sign('/a')).toEqual(first);
    expect(first.expires * 1000).toBe(Date.parse('2026-11-26T15:00:00.000Z'));
    expect(signer.verify('/a', first)).toBe(true);
    expect(signer.verify('/b', first)).toBe(false);
    clock.set(new Date(first.expires * 1000));
    expect(signer.verify('/a', first)).toBe(false);
  });

  it('never lives less than its lifetime', () => {
    const start = new Date('2026-11-26T10:59:59.000Z');
    const signer = createUrlSigner('key', clockAt(start), 4 * 60 * 60);
    expect(signer.sign('/a').expires * 1000 - start.getTime()).toBeGreaterThanOrEqual(4 * HOUR);
  });
});
