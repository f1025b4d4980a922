import { TRANSLATIONS } from '@hirelane/contract/constants';
import type { i18n as I18n } from 'i18next';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localeResources } from '../testing/test-i18n.ts';
import { FetchBackend } from './fetch-backend.ts';
import { attachI18nListeners } from './i18n.ts';
import { createI18nOptions, LANGUAGE_STORAGE_KEY } from './i18n-options.ts';
import { writeLanguageCookie } from './language-cookie.ts';
import { LanguageDetector } from './language-detector.ts';
import { normalizeLanguage, toLanguage } from './languages.ts';

const resources = localeResources();

function setBrowserLanguages(languages: string[]) {
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

/** A fresh instance with the app's options and detector, with bundled resources (no network). */
async function createDetectedInstance(): Promise<I18n> {
  const instance = i18next.createInstance();
  attachI18nListeners(instance);
  await instance.use(LanguageDetector).init({ ...createI18nOptions(), resources });
  return instance;
}

beforeEach(() => {
  window.localStorage.clear();
  // The detector writes the language cookie too: each test starts with none.
  // biome-ignore lint/suspicious/noDocumentCookie: happy-dom's cookie jar, emptied for each test.
  document.cookie = 'hirelane-lang=; Path=/; Max-Age=0';
  document.documentElement.lang = 'en';
});

afterEach(() => {
  vi.useRealTimers();
});

describe('options', () => {
  it('supports en and no, falls back to en, detects from localStorage, the language cookie, then the browser only', () => {
    const options = createI18nOptions();
    expect(options.supportedLngs).toEqual(['en', 'no']);
    expect(options.fallbackLng).toBe('en');
    expect(options.detection).toMatchObject({
      order: ['localStorage', 'cookie', 'navigator'],
      caches: ['localStorage'],
    });
    expect((options.detection as { order: string[] }).order).not.toContain('htmlTag');
    expect(options.backend).toEqual({ loadPath: '/locales/{{lng}}/{{ns}}.json' });
    expect(options).toMatchObject({ maxParallelReads: 10, maxRetries: 5, retryTimeout: 350 });
    expect(TRANSLATIONS.retryTimeoutMs).toBe(350);
  });
});

describe('language detection', () => {
  it('starts in en when nothing is known', async () => {
    setBrowserLanguages([]);
    const instance = await createDetectedInstance();
    expect(instance.language).toBe('en');
  });

  it('uses the browser language list, mapping Norwegian variants to no', async () => {
    setBrowserLanguages(['nb-NO', 'en-US']);
    expect((await createDetectedInstance()).language).toBe('no');
    window.localStorage.clear();
    setBrowserLanguages(['de-DE', 'nn', 'en']);
    expect((await createDetectedInstance()).language).toBe('no');
  });

  it('falls back to en for a browser in an unsupported language', async () => {
    setBrowserLanguages(['de-DE', 'fr']);
    const instance = await createDetectedInstance();
    expect(toLanguage(instance.resolvedLanguage)).toBe('en');
  });

  it('prefers the remembered choice over the browser and remembers a change', async () => {
    setBrowserLanguages(['en-GB']);
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'no');
    const instance = await createDetectedInstance();
    expect(instance.language).toBe('no');
    await instance.changeLanguage('en');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('takes the language chosen on a public page (its cookie) before the browser list', async () => {
    setBrowserLanguages(['en-GB']);
    writeLanguageCookie('no');
    try {
      expect((await createDetectedInstance()).language).toBe('no');
      // A choice made in the app itself still comes first.
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
      expect((await createDetectedInstance()).language).toBe('en');
    } finally {
      // biome-ignore lint/suspicious/noDocumentCookie: happy-dom's cookie jar, emptied for the next test.
      document.cookie = 'hirelane-lang=; Path=/; Max-Age=0';
    }
  });

  it('writes the language it settles on to the cookie the server-rendered pages read', async () => {
    const clearCookie = () => {
      // biome-ignore lint/suspicious/noDocumentCookie: happy-dom's cookie jar, emptied between cases.
      document.cookie = 'hirelane-lang=; Path=/; Max-Age=0';
    };
    try {
      // Chosen in the app before (localStorage only, as before the cookie existed): detected at start-up.
      clearCookie();
      setBrowserLanguages(['en-GB']);
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'no');
      const instance = await createDetectedInstance();
      expect(document.cookie).toContain('hirelane-lang=no');
      // Changed in the app.
      await instance.changeLanguage('en');
      expect(document.cookie).toContain('hirelane-lang=en');
      // Nothing chosen: the browser's language, mapped to a supported one.
      clearCookie();
      window.localStorage.clear();
      setBrowserLanguages(['nb-NO']);
      await createDetectedInstance();
      expect(document.cookie).toContain('hirelane-lang=no');
    } finally {
      clearCookie();
    }
  });

  it('keeps <html lang> on the interface language', async () => {
    setBrowserLanguages(['nb-NO']);
    const instance = await createDetectedInstance();
    expect(document.documentElement.lang).toBe('no');
    await instance.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('normalises codes', () => {
    expect(normalizeLanguage('nb-NO')).toBe('no');
    expect(normalizeLanguage('NN_no')).toBe('no');
    expect(normalizeLanguage('en-US')).toBe('en');
    expect(toLanguage('sv-SE')).toBe('en');
    expect(toLanguage(undefined)).toBe('en');
  });
});

describe('translation files over HTTP', () => {
  async function initWithBackend(fetch: (url: string) => Promise<Response>) {
    vi.stubGlobal('fetch', vi.fn(fetch));
    const instance = i18next.createInstance();
    attachI18nListeners(instance);
    const { detection: _detection, ...options } = createI18nOptions();
    return { instance, ready: instance.use(FetchBackend).init({ ...options, lng: 'no' }) };
  }

  it('loads /locales/{lng}/{ns}.json', async () => {
    const { instance, ready } = await initWithBackend(async () =>
      Response.json({ appName: 'Hirelane', loading: 'Laster …' }),
    );
    await ready;
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toContain('/locales/no/common.json');
    expect(instance.t('loading')).toBe('Laster …');
  });

  it('only warns when a file is missing (4xx is not retried)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { instance, ready } = await initWithBackend(async () => new Response('Not found', { status: 404 }));
    await ready;
    const calls = vi.mocked(fetch).mock.calls.filter(([url]) => url === '/locales/no/common.json');
    expect(calls).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Translations no/common could not be loaded'));
    expect(instance.t('loading')).toBe('loading');
  });

  it('retries a 5xx up to 5 times with a doubling delay from 350 ms, then warns', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { ready } = await initWithBackend(async () => new Response('Unavailable', { status: 503 }));
    const callsTo = () =>
      vi.mocked(fetch).mock.calls.filter(([url]) => url === '/locales/no/common.json').length;

    await vi.advanceTimersByTimeAsync(0);
    expect(callsTo()).toBe(1);
    await vi.advanceTimersByTimeAsync(349);
    expect(callsTo()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(callsTo()).toBe(2);
    await vi.advanceTimersByTimeAsync(700);
    expect(callsTo()).toBe(3);
    await vi.advanceTimersByTimeAsync(1400 + 2800 + 5600);
    await ready;
    expect(callsTo()).toBe(6);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Translations no/common could not be loaded'));
  });
});

describe('translation files', () => {
  const keysOf = (value: unknown, prefix = ''): string[] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
      : [prefix];

  it('en and no have identical keys in every namespace', () => {
    const namespaces = Object.keys(resources.en ?? {});
    expect(namespaces.sort()).toEqual(Object.keys(resources.no ?? {}).sort());
    for (const namespace of namespaces) {
      expect(keysOf(resources.no?.[namespace]).sort(), namespace).toEqual(
        keysOf(resources.en?.[namespace]).sort(),
      );
    }
  });

  it('has no empty texts', () => {
    for (const [language, namespaces] of Object.entries(resources)) {
      for (const [namespace, content] of Object.entries(namespaces)) {
        const empty = keysOf(content).filter((key) => {
          const value = key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], content);
          return typeof value !== 'string' || value.trim() === '';
        });
        expect(empty, `${language}/${namespace}`).toEqual([]);
      }
    }
  });
});
