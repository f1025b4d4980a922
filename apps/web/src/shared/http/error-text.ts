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
  const text: unknown = instance.getResource(language, 'errors', code);
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}
