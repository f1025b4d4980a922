import { describe, expect, it } from 'vitest';
import { strongTag } from './letters.ts';

describe('strongTag', () => {
  it('keeps a letter version tagged strongly after a proxy made it weak', () => {
    expect(strongTag('W/"v3"')).toBe('"v3"');
    expect(strongTag('"v3"')).toBe('"v3"');
    expect(strongTag(null)).toBeNull();
  });
});
