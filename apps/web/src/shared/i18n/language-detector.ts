import type { LanguageDetectorModule } from 'i18next';
import { readLanguageCookie, writeLanguageCookie } from './language-cookie.ts';

type DetectionOptions = {
  order?: readonly string[];
  lookupLocalStorage?: string;
  convertDetectedLanguage?: (code: string) => string;
};

const stored = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // Storage turned off: the browser's languages decide.
  }
};

/**
 * The interface language: the one chosen before (localStorage, else the cookie a public page's
 * language link set), else the browser's list; i18next
 * takes the first it supports. The detection options of i18next-browser-languagedetector that the
 * app uses (order of localStorage, cookie and navigator, the storage key, the code conversion), without
 * its other lookups (a fifth of its size).
 */
export class LanguageDetector implements LanguageDetectorModule {
  static readonly type = 'languageDetector';
  readonly type = 'languageDetector';
  private options: DetectionOptions = {};

  init(_services: unknown, options: DetectionOptions): void {
    this.options = options;
  }

  detect(): string[] {
    const { order = [], lookupLocalStorage = 'i18nextLng', convertDetectedLanguage } = this.options;
    const lookups: Record<string, () => readonly (string | null)[]> = {
      localStorage: () => [stored(lookupLocalStorage)],
      cookie: () => [readLanguageCookie()],
      navigator: () => (navigator.languages?.length ? navigator.languages : [navigator.language]),
    };
    return order
      .flatMap((name) => lookups[name]?.() ?? [])
      .filter((code): code is string => Boolean(code))
      .map((code) => convertDetectedLanguage?.(code) ?? code);
  }

  /**
   * Called by i18next with the language it settled on, at start-up and on every change: kept in
   * localStorage for the app and in the language cookie for the pages the server renders (sign-in,
   * sign-up, a shared CV), so both show the language the app shows.
   */
  cacheUserLanguage(language: string): void {
    try {
      window.localStorage.setItem(this.options.lookupLocalStorage ?? 'i18nextLng', language);
    } catch {
      // Not remembered where storage is turned off; detection starts from the browser next time.
    }
    if (readLanguageCookie() !== language) writeLanguageCookie(language);
  }
}
