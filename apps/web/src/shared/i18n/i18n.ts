import { DEFAULT_LANGUAGE } from '@hirelane/contract/constants';
import type { i18n as I18n, Resource } from 'i18next';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FetchBackend } from './fetch-backend.ts';
import { createI18nOptions } from './i18n-options.ts';
import { LanguageDetector } from './language-detector.ts';
import { toLanguage } from './languages.ts';
import { DEFAULT_NAMESPACE, type Namespace } from './namespaces.ts';

/** The app's one i18next instance. */
export const i18n = i18next.createInstance();

/** Keeps <html lang> on the interface language; a missing translation file is only a warning. */
export function attachI18nListeners(instance: I18n): void {
  instance.on('languageChanged', (language) => {
    if (typeof document !== 'undefined') document.documentElement.lang = toLanguage(language);
  });
  instance.on('failedLoading', (language, namespace, message) => {
    console.warn(`Translations ${language}/${namespace} could not be loaded: ${message}`);
  });
}

attachI18nListeners(i18n);

export type InitI18nOptions = {
  /** Bundled resources (tests): no HTTP backend is used when given. */
  resources?: Resource;
  /** Forces a language instead of detecting it (tests). */
  language?: string;
  /** Files to load with common at start-up: what the first page reads (app/first-page.ts). */
  namespaces?: Namespace[];
};

/** Initialises the instance once; later calls return the same promise. */
let initialising: Promise<void> | null = null;
export function initI18n(options: InitI18nOptions = {}): Promise<void> {
  if (initialising) return initialising;
  if (!options.resources) i18n.use(FetchBackend);
  i18n.use(LanguageDetector).use(initReactI18next);
  const init = {
    ...createI18nOptions(),
    ...(options.resources ? { resources: options.resources } : {}),
    ...(options.language ? { lng: options.language } : {}),
    ...(options.namespaces?.length ? { ns: [DEFAULT_NAMESPACE, ...options.namespaces] } : {}),
  };
  // Server error texts are translated only outside English (http/error-text.ts): load them then.
  i18n.on('languageChanged', (language) => {
    if (toLanguage(language) !== DEFAULT_LANGUAGE) void i18n.loadNamespaces('errors');
  });
  initialising = i18n.init(init).then(() => undefined);
  return initialising;
}

/** The language the interface is shown in now (sent to the server as Accept-Language). */
export function currentLanguage(): string {
  return toLanguage(i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LANGUAGE);
}
