import { describe, expect, it } from 'vitest';
import { createRecentReads } from './recent-reads.ts';

describe('recent reads', () => {
  it('gives the same value within the time, reads again after it, and per key', async () => {
    let now = 0;
    let reads = 0;
    const recent = createRecentReads<{ n: number }>({ ttlMs: 1000, capacity: 10, now: () => now });
    const read = async () => ({ n: ++reads });
    const first = await recent('a', read);
    now = 999;
    expect(await recent('a', read)).toBe(first);
    expect(await recent('b', read)).toEqual({ n: 2 });
    now = 1000;
    expect(await recent('a', read)).toEqual({ n: 3 });
  });

  it('reads once for callers that ask at the same time, and keeps no failed read', async () => {
    let reads = 0;
    let fail = true;
    const recent = createRecentReads<number>({ ttlMs: 1000, capacity: 10, now: () => 0 });
    const read = async () => {
      reads += 1;
      if (fail) throw new Error('database away');
      return reads;
    };
    const both = await Promise.allSettled([recent('a', read), recent('a', read)]);
    expect(both.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(reads).toBe(1);
    fail = false;
    expect(await recent('a', read)).toBe(2);
  });

  it('forgets the least recently used key beyond its capacity', async () => {
    let reads = 0;
    const recent = createRecentReads<number>({ ttlMs: 1000, capacity: 2, now: () => 0 });
    const read = async () => ++reads;
    await recent('a', read);
    await recent('b', read);
    await recent('a', read);
    await recent('c', read);
    expect(await recent('a', read)).toBe(1);
    expect(await recent('b', read)).toBe(4);
  });
});
