import { describe, expect, it } from 'vitest';
import { linkKey } from './link-address.ts';

describe('linkKey', () => {
  it.each([
    ['https://www.LinkedIn.com/in/kari/', 'linkedin.com/in/kari'],
    ['http://github.com/kari//', 'github.com/kari'],
    ['  kari.no ', 'kari.no'],
  ])('compares %s as %s', (url, key) => {
    expect(linkKey(url)).toBe(key);
  });
});
