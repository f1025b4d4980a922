import { isApiError } from './api-error.ts';
import { translatedErrorText } from './error-text.ts';

/**
 * Spec §8: the server's `message` when it sent one, otherwise the call's fixed fallback. The server
 * writes English: in another interface language, a known error `code` shows its translation instead.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  const translated = translatedErrorText(error.code);
  if (translated) return translated;
  if (error.serverMessage) return error.serverMessage;
  return fallback;
}
