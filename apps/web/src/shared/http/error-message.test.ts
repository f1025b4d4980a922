import { CLIENT_ERRORS, ERROR_CODES, FALLBACK_ERRORS } from '@hirelane/contract/errors';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { localeResources, setupTestI18n } from '../testing/test-i18n.ts';
import { ApiError } from './api-error.ts';
import { errorMessage } from './error-message.ts';
import { translatedErrorText } from './error-text.ts';

const serverError = (code: string | undefined, message: string | undefined, status = 400) =>
  new ApiError({ status, code, serverMessage: message, message: message ?? CLIENT_ERRORS.request });

beforeAll(() => setupTestI18n('en'));

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('errorMessage in English', () => {
  it("keeps the server's own (more specific) message", () => {
    const error = serverError('RATE_LIMITED', 'Please wait 42 seconds before asking for another code.', 429);
    expect(errorMessage(error, FALLBACK_ERRORS.resendOtp)).toBe(
      'Please wait 42 seconds before asking for another code.',
    );
  });

  it('uses the fixed fallback when the server sent no message', () => {
    expect(errorMessage(serverError(undefined, undefined, 502), FALLBACK_ERRORS.login)).toBe('Login failed');
  });

  it("says what went wrong in the client of the words, not the call's fallback", () => {
    const network = new ApiError({ status: 0, code: 'NETWORK_ERROR', message: CLIENT_ERRORS.network });
    expect(errorMessage(network, FALLBACK_ERRORS.login)).toBe('Network error');
    const blocked = new ApiError({ status: 0, code: 'REQUEST_BLOCKED', message: CLIENT_ERRORS.blocked });
    expect(errorMessage(blocked, FALLBACK_ERRORS.login)).toBe(
      'Request blocked due to repeated authentication failures. Try again later.',
    );
  });
});

describe('errorMessage in Norwegian', () => {
  it('shows the translation of a known server code instead of the English message', async () => {
    await i18n.changeLanguage('no');
    expect(errorMessage(serverError('INVALID_CREDENTIALS', 'Incorrect e-mail or password', 401), 'x')).toBe(
      'Feil e-postadresse eller passord',
    );
    expect(errorMessage(serverError('CODE_EXPIRED', 'This code has expired. Ask for a new code.'), 'x')).toBe(
      'Koden har utløpt. Be om en ny kode.',
    );
    expect(
      errorMessage(serverError('RATE_LIMITED', 'Too many attempts. Please try again in 1 minute.', 429), 'x'),
    ).toBe('For mange forsøk. Vent litt og prøv igjen.');
  });

  it("keeps the server's message for a code without a translation (field-level validation)", async () => {
    await i18n.changeLanguage('no');
    const error = serverError('VALIDATION_FAILED', 'Your current password is not correct');
    expect(errorMessage(error, FALLBACK_ERRORS.resetPassword)).toBe('Your current password is not correct');
  });

  it("translates the fixed fallbacks and the client's own failures", async () => {
    await i18n.changeLanguage('no');
    const network = new ApiError({ status: 0, code: 'NETWORK_ERROR', message: CLIENT_ERRORS.network });
    expect(errorMessage(network, FALLBACK_ERRORS.loadJobBoard)).toBe('Nettverksfeil');
    expect(errorMessage(serverError(undefined, undefined, 502), FALLBACK_ERRORS.loadJobBoard)).toBe(
      'Kunne ikke laste jobbtavlen',
    );
    expect(errorMessage(new Error('boom'), FALLBACK_ERRORS.login)).toBe('Innloggingen mislyktes');
    const blocked = new ApiError({ status: 0, code: 'REQUEST_BLOCKED', message: CLIENT_ERRORS.blocked });
    expect(errorMessage(blocked, FALLBACK_ERRORS.login)).toMatch(/^Forespørselen er blokkert/);
  });

  it('falls back to the server message while the error texts have not loaded', async () => {
    const bare = i18next.createInstance();
    await bare.init({ lng: 'no', resources: { no: { common: {} } } });
    expect(translatedErrorText('NOT_FOUND', bare)).toBeUndefined();
  });
});

describe('the errors namespace', () => {
  it('has a Norwegian text for every server code except field-level validation (its message names the field)', () => {
    const norwegian = localeResources().no?.errors as Record<string, unknown>;
    const translated = ERROR_CODES.filter((code) => code !== 'VALIDATION_FAILED');
    const client = ['NETWORK_ERROR', 'REQUEST_BLOCKED', 'MAX_RETRIES', 'REFRESH_FAILED', 'OFFLINE'];
    expect(Object.keys(norwegian).sort()).toEqual([...translated, ...client, 'fallback'].sort());
  });

  it('holds the fallbacks word for word in English, and each in Norwegian', () => {
    const resources = localeResources();
    type Errors = { fallback: Record<string, string> };
    const english = (resources.en?.errors as Errors | undefined)?.fallback;
    const norwegian = (resources.no?.errors as Errors | undefined)?.fallback ?? {};
    expect(english).toEqual(FALLBACK_ERRORS);
    expect(Object.keys(norwegian).sort()).toEqual(Object.keys(FALLBACK_ERRORS).sort());
    const en = resources.en?.errors as Record<string, string>;
    expect(en.NETWORK_ERROR).toBe(CLIENT_ERRORS.network);
    expect(en.REQUEST_BLOCKED).toBe(CLIENT_ERRORS.blocked);
    expect(en.MAX_RETRIES).toBe(CLIENT_ERRORS.maxRetries);
  });
});
