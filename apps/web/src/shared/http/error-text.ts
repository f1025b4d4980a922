import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import type { i18n as I18n } from 'i18next';
import { i18n } from '../i18n/i18n.ts';
import { toLanguage } from '../i18n/languages.ts';

/** The language the server writes its `message` in. */
const SERVER_LANGUAGE = 'en';

/**
 * The interface-language text for a server error `code` (the `errors` namespace), or `undefined`
 * when the interface is in English (the server's own message is more specific there), the code is
 * unknown, or the texts have not loaded yet.
 */
export function translatedErrorText(code: string | undefined, instance: I18n = i18n): string | undefined {
  if (!code) return undefined;
  const language = toLanguage(instance.resolvedLanguage ?? instance.language);
  if (language === SERVER_LANGUAGE) return undefined;
  // A dotted code is a nested key (`fallback.login`): getResource reads it as a path.
  const text: unknown = instance.getResource(language, 'errors', code);
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}

/**
 * The interface-language text of one of the fixed fallbacks ('Failed to load job board'), or
 * `undefined` in English, for any other text, or before the texts have loaded.
 */
export function translatedFallback(fallback: string, instance: I18n = i18n): string | undefined {
  const key = Object.entries(FALLBACK_ERRORS).find(([, text]) => text === fallback)?.[0];
  if (!key) return undefined;
  return translatedErrorText(`fallback.${key}`, instance);
}
