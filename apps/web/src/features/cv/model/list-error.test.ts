import { describe, expect, it } from 'vitest';
import { firstItemErrorOf, listErrorOf } from './list-error.ts';

describe('list errors', () => {
  it('reads the list error from root (field arrays) or the list itself', () => {
    expect(listErrorOf({ root: { type: 'custom', message: 'Once each' } })).toEqual({
      type: 'custom',
      message: 'Once each',
    });
    expect(listErrorOf({ type: 'too_big', message: 'Too many' })).toEqual({
      type: 'too_big',
      message: 'Too many',
    });
    const itemsOnly: object = { 0: { type: 'too_big', message: 'Long' } };
    expect(listErrorOf(itemsOnly)).toBeUndefined();
    expect(listErrorOf(undefined)).toBeUndefined();
  });

  it('finds the first failing item', () => {
    const error = { 2: { type: 'too_big', message: 'Too long' } };
    expect(firstItemErrorOf(error, 3)).toEqual({ type: 'too_big', message: 'Too long' });
    expect(firstItemErrorOf(error, 2)).toBeUndefined();
  });
});
