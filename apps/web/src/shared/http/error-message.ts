import type { i18n as I18n } from 'i18next';
import { i18n } from '../i18n/i18n.ts';
import { isApiError } from './api-error.ts';
import { translatedErrorText, translatedFallback } from './error-text.ts';

/** Failures of the client itself: no answer, a blocked call, a failed refresh. */
const CLIENT_CODES: ReadonlySet<string> = new Set([
  'NETWORK_ERROR',
  'OFFLINE',
  'REQUEST_BLOCKED',
  'MAX_RETRIES',
  'REFRESH_FAILED',
]);

/**
 * The server's `message` when it sent one, otherwise the call's fixed fallback. The server
 * writes English: in another interface language, a known error `code` shows its translation instead,
 * and so does the fallback. A failure of the client itself says what happened ('Network error',
 * 'Request blocked due to repeated authentication failures. Try again later.'), not the fallback.
 * `instance`: the i18next instance whose language counts (a page rendered on the server has its own).
 */
export function errorMessage(error: unknown, fallback: string, instance: I18n = i18n): string {
  const translatedOrFallback = () => translatedFallback(fallback, instance) ?? fallback;
  if (!isApiError(error)) return translatedOrFallback();
  const translated = translatedErrorText(error.code, instance);
  if (translated) return translated;
  if (error.serverMessage) return error.serverMessage;
  if (error.code && CLIENT_CODES.has(error.code)) return error.message;
  return translatedOrFallback();
}
