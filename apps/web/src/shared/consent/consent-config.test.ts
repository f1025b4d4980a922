import { escapeHtml } from '@hirelane/contract/html';
import * as CookieConsent from 'vanilla-cookieconsent';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { setupTestI18n } from '../testing/test-i18n.ts';
import type { ConsentConfigOptions } from './consent-config.ts';
import { ANALYTICS_COOKIES, createConsentConfig } from './consent-config.ts';
import { CONSENT_REVISION } from './consent-revision.ts';
import { consentTranslation } from './consent-texts.ts';

const options = (overrides: Partial<ConsentConfigOptions> = {}): ConsentConfigOptions => ({
  language: 'en',
  translation: async (language) => consentTranslation(i18n.getFixedT(language, 'consent')),
  onAnalyticsConsent: vi.fn(),
  ...overrides,
});

const readConsentCookie = (): Record<string, unknown> | null => {
  const match = /(?:^|;\s*)cc_cookie=([^;]+)/.exec(document.cookie);
  return match?.[1] ? (JSON.parse(decodeURIComponent(match[1])) as Record<string, unknown>) : null;
};

beforeAll(() => setupTestI18n('en'));

afterEach(() => {
  CookieConsent.reset(true);
  for (const name of ['cc_cookie', '_ga', '_ga_TEST123']) {
    // biome-ignore lint/suspicious/noDocumentCookie: the library under test works on document.cookie.
    document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:01 GMT`;
  }
});

describe('consent configuration', () => {
  it('stores the answer in cc_cookie for 182 days, on /, SameSite Lax, secure', () => {
    const config = createConsentConfig(options());
    expect(config.cookie).toEqual({
      name: 'cc_cookie',
      expiresAfterDays: 182,
      path: '/',
      sameSite: 'Lax',
      secure: true,
      useLocalStorage: false,
    });
  });

  it('has a revision (raising it asks everyone again), waits to be shown, and shows itself to test browsers too', () => {
    const config = createConsentConfig(options());
    expect(config.revision).toBe(CONSENT_REVISION);
    expect(CONSENT_REVISION).toBeGreaterThan(0);
    expect(config.mode).toBe('opt-in');
    // runCookieConsent shows it, only when there is something to consent to.
    expect(config.autoShow).toBe(false);
    expect(config.hideFromBots).toBe(false);
  });

  it('has necessary (on, read-only) and analytics (off, clearing _ga cookies) categories', () => {
    const { categories } = createConsentConfig(options());
    expect(Object.keys(categories)).toEqual(['necessary', 'analytics']);
    expect(categories.necessary).toEqual({ enabled: true, readOnly: true });
    expect(categories.analytics).toMatchObject({ enabled: false, readOnly: false });
    expect(categories.analytics?.autoClear?.cookies).toEqual([{ name: ANALYTICS_COOKIES }]);
    expect(['_ga', '_ga_TEST123', '_gat'].map((name) => ANALYTICS_COOKIES.test(name))).toEqual([
      true,
      true,
      true,
    ]);
    expect(ANALYTICS_COOKIES.test('hl_refresh')).toBe(false);
    expect(ANALYTICS_COOKIES.test('cc_cookie')).toBe(false);
  });

  it('starts in the interface language and knows en and no', async () => {
    const translation = vi.fn(options().translation);
    const config = createConsentConfig(options({ language: 'no', translation }));
    expect(config.language.default).toBe('no');
    expect(Object.keys(config.language.translations)).toEqual(['en', 'no']);
    const norwegian = config.language.translations.no;
    expect(typeof norwegian).toBe('function');
    if (typeof norwegian !== 'function') return;
    const texts = await norwegian();
    expect(translation).toHaveBeenCalledWith('no');
    expect(texts.consentModal.acceptAllBtn).toBe('Godta alle');
  });

  it('reports the analytics answer at start and on every change', () => {
    const onAnalyticsConsent = vi.fn();
    const config = createConsentConfig(options({ onAnalyticsConsent }));
    const cookie = (categories: string[]) => ({ cookie: { categories } as CookieConsent.CookieValue });
    config.onConsent?.(cookie(['necessary', 'analytics']));
    config.onChange?.({ ...cookie(['necessary']), changedCategories: ['analytics'], changedServices: {} });
    expect(onAnalyticsConsent.mock.calls).toEqual([[true], [false]]);
  });
});

describe('consent texts', () => {
  it('come from the consent namespace in the chosen language, with links to the legal pages', () => {
    const english = consentTranslation(i18n.getFixedT('en', 'consent'));
    const norwegian = consentTranslation(i18n.getFixedT('no', 'consent'));
    expect(english.consentModal).toMatchObject({
      title: 'Cookies on Hirelane',
      acceptAllBtn: 'Accept all',
      acceptNecessaryBtn: 'Reject all',
      showPreferencesBtn: 'Let me choose',
    });
    expect(norwegian.consentModal).toMatchObject({
      title: 'Informasjonskapsler på Hirelane',
      acceptAllBtn: 'Godta alle',
      acceptNecessaryBtn: 'Avvis alle',
    });
    expect(english.consentModal.footer).toContain('<a href="/privacy-policy">Privacy policy</a>');
    expect(english.preferencesModal.sections.map((section) => section.linkedCategory)).toEqual([
      undefined,
      'necessary',
      'analytics',
      undefined,
    ]);
    const necessaryCookies = english.preferencesModal.sections[1]?.cookieTable?.body.map((row) => row.name);
    expect(necessaryCookies).toEqual(['<code>hl_refresh</code>', '<code>cc_cookie</code>']);
  });

  it('are escaped, since the library writes them as HTML', () => {
    expect(escapeHtml(`<img src=x onerror="alert('x')"> & more`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; more',
    );
  });
});

describe('the dialog with vanilla-cookieconsent', () => {
  it('asks on a first visit, writes the consent record on "Accept all", and asks again after a revision bump', async () => {
    const onAnalyticsConsent = vi.fn();
    await CookieConsent.run(createConsentConfig(options({ onAnalyticsConsent })));
    expect(CookieConsent.validConsent()).toBe(false);
    CookieConsent.show(true);
    expect(document.querySelector('#cc-main .cm')?.textContent).toContain('Cookies on Hirelane');
    expect(onAnalyticsConsent).not.toHaveBeenCalled();

    // An analytics cookie as Google Analytics would set it.
    // biome-ignore lint/suspicious/noDocumentCookie: the library under test works on document.cookie.
    document.cookie = '_ga=GA1.1.123; path=/';
    CookieConsent.acceptCategory('all');
    expect(onAnalyticsConsent).toHaveBeenLastCalledWith(true);
    expect(CookieConsent.getUserPreferences().acceptType).toBe('all');
    const record = readConsentCookie();
    expect(Object.keys(record ?? {}).sort()).toEqual(
      [
        'categories',
        'consentId',
        'consentTimestamp',
        'data',
        'expirationTime',
        'languageCode',
        'lastConsentTimestamp',
        'revision',
        'services',
      ].sort(),
    );
    expect(record).toMatchObject({
      categories: ['necessary', 'analytics'],
      revision: CONSENT_REVISION,
      languageCode: 'en',
    });

    // Revoking analytics clears the _ga cookies and reports "no".
    CookieConsent.acceptCategory([], ['analytics']);
    expect(CookieConsent.getUserPreferences().acceptType).toBe('necessary');
    expect(onAnalyticsConsent).toHaveBeenLastCalledWith(false);
    expect(document.cookie).not.toContain('_ga=');

    // The same answer is valid on the next visit …
    CookieConsent.reset(false);
    await CookieConsent.run(createConsentConfig(options()));
    expect(CookieConsent.validConsent()).toBe(true);

    // … until the revision changes.
    CookieConsent.reset(false);
    await CookieConsent.run({ ...createConsentConfig(options()), revision: CONSENT_REVISION + 1 });
    expect(CookieConsent.validConsent()).toBe(false);
  });
});
