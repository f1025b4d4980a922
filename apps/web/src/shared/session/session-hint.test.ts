import { describe, expect, it } from 'vitest';
import { mayHoldSession } from './session-hint.ts';

describe('mayHoldSession', () => {
  it('is true only with the hint cookie set to 1', () => {
    expect(mayHoldSession('')).toBe(false);
    expect(mayHoldSession('hl_consent=abc')).toBe(false);
    expect(mayHoldSession('hl_consent=abc; hl_signed_in=1')).toBe(true);
    expect(mayHoldSession('hl_signed_in=')).toBe(false);
    expect(mayHoldSession('xhl_signed_in=1')).toBe(false);
  });
});
