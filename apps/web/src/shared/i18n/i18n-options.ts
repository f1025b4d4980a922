import { DEFAULT_LANGUAGE, LANGUAGES, TRANSLATIONS } from '@hirelane/contract/constants';
import type { InitOptions } from 'i18next';
import { normalizeLanguage } from './languages.ts';
import { DEFAULT_NAMESPACE } from './namespaces.ts';

/** Key under which the detector remembers the chosen language in localStorage. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** i18next options. Retry numbers are i18next's own backend-connector options. */
export function createI18nOptions(): InitOptions {
  return {
    supportedLngs: [...LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    load: 'languageOnly',
    ns: [DEFAULT_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    interpolation: { escapeValue: false },
    detection: {
      // Not htmlTag: index.html says lang="en", which would hide the browser's own languages.
      order: [...TRANSLATIONS.detectionOrder],
      caches: ['localStorage'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      convertDetectedLanguage: normalizeLanguage,
    },
    backend: { loadPath: TRANSLATIONS.loadPath },
    maxParallelReads: TRANSLATIONS.maxParallelReads,
    maxRetries: TRANSLATIONS.maxRetries,
    retryTimeout: TRANSLATIONS.retryTimeoutMs,
    react: { useSuspense: true },
  };
}
