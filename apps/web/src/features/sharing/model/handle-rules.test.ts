import { describe, expect, it } from 'vitest';
import { handleProblem, normalizeHandle } from './handle-rules.ts';

describe('handle rules', () => {
  it('reads what is typed lower-case and without surrounding spaces', () => {
    expect(normalizeHandle('  Kari_N ')).toBe('kari_n');
  });

  it('accepts 3–30 lower-case letters, digits, - and _', () => {
    expect(handleProblem('kari')).toBeNull();
    expect(handleProblem('k-n_2')).toBeNull();
    expect(handleProblem('a'.repeat(30))).toBeNull();
  });

  it('names the first rule a handle breaks', () => {
    expect(handleProblem('ka')).toBe('tooShort');
    expect(handleProblem('a'.repeat(31))).toBe('tooLong');
    expect(handleProblem('kari nordmann')).toBe('characters');
    expect(handleProblem('kåre')).toBe('characters');
    expect(handleProblem('admin')).toBe('reserved');
    expect(handleProblem('my-cv')).toBe('reserved');
  });
});
