import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/http/api-error.ts';
import { deleteRequestFor, modeAfterError, validateDeleteForm } from './delete-account.ts';

const empty = { password: '', confirmation: '' };

describe('delete account form modes', () => {
  it('password mode needs the password and sends only it', () => {
    expect(validateDeleteForm('password', empty)).toEqual({ password: 'required' });
    expect(validateDeleteForm('password', { password: 'secret', confirmation: 'nonsense' })).toEqual({});
    expect(deleteRequestFor('password', { password: 'secret', confirmation: 'DELETE' })).toEqual({
      password: 'secret',
    });
  });

  it('confirmation mode needs exactly DELETE and sends only it', () => {
    expect(validateDeleteForm('confirmation', empty)).toEqual({ confirmation: 'required' });
    expect(validateDeleteForm('confirmation', { password: '', confirmation: 'delete' })).toEqual({
      confirmation: 'mismatch',
    });
    expect(validateDeleteForm('confirmation', { password: '', confirmation: ' DELETE ' })).toEqual({});
    expect(deleteRequestFor('confirmation', { password: 'secret', confirmation: ' DELETE ' })).toEqual({
      confirmation: 'DELETE',
    });
  });

  it('switches to the typed confirmation when the server says the account has no password', () => {
    const noPassword = new ApiError({
      status: 400,
      message: 'Type DELETE to confirm',
      code: 'VALIDATION_FAILED',
      fields: { confirmation: 'Type DELETE to confirm' },
    });
    expect(modeAfterError('password', noPassword)).toBe('confirmation');
    expect(modeAfterError('confirmation', noPassword)).toBe('confirmation');
  });

  it('stays in password mode for a wrong password or any other failure', () => {
    const wrong = new ApiError({
      status: 400,
      message: 'Your password is not correct',
      fields: { password: 'Your password is not correct' },
    });
    expect(modeAfterError('password', wrong)).toBe('password');
    expect(modeAfterError('password', new ApiError({ status: 0, message: 'Network error' }))).toBe(
      'password',
    );
    expect(modeAfterError('password', new Error('boom'))).toBe('password');
  });
});
