import { describe, expect, it } from 'vitest';
import { forgotPasswordReducer, initialForgotPassword } from './forgot-password-flow.ts';

describe('forgot-password flow', () => {
  it('starts at the request step', () => {
    expect(initialForgotPassword).toEqual({ email: '', resetStep: 'request' });
  });

  it('goes request → new-password-verify → success', () => {
    const requested = forgotPasswordReducer(initialForgotPassword, {
      type: 'requested',
      email: 'kari@example.no',
    });
    expect(requested).toEqual({ email: 'kari@example.no', resetStep: 'new-password-verify' });
    const done = forgotPasswordReducer(requested, { type: 'completed' });
    expect(done).toEqual({ email: 'kari@example.no', resetStep: 'success' });
  });

  it('keeps the step when a new code is sent', () => {
    const requested = forgotPasswordReducer(initialForgotPassword, { type: 'requested', email: 'a@b.no' });
    expect(forgotPasswordReducer(requested, { type: 'resent' })).toBe(requested);
  });

  it('ignores steps out of order', () => {
    expect(forgotPasswordReducer(initialForgotPassword, { type: 'completed' })).toBe(initialForgotPassword);
    const requested = forgotPasswordReducer(initialForgotPassword, { type: 'requested', email: 'a@b.no' });
    expect(forgotPasswordReducer(requested, { type: 'requested', email: 'c@d.no' })).toBe(requested);
    const done = forgotPasswordReducer(requested, { type: 'completed' });
    expect(forgotPasswordReducer(done, { type: 'completed' })).toBe(done);
  });

  it('starts over when cleared, from any step', () => {
    const requested = forgotPasswordReducer(initialForgotPassword, { type: 'requested', email: 'a@b.no' });
    expect(forgotPasswordReducer(requested, { type: 'cleared' })).toEqual(initialForgotPassword);
    const done = forgotPasswordReducer(requested, { type: 'completed' });
    expect(forgotPasswordReducer(done, { type: 'cleared' })).toEqual(initialForgotPassword);
  });
});
