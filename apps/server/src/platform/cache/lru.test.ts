import { describe, expect, it } from 'vitest';
import { createLru } from './lru.ts';

describe('createLru', () => {
  it('drops the least recently used entry at capacity', () => {
    const cache = createLru<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });
});
