import * as CookieConsent from 'vanilla-cookieconsent';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../testing/test-i18n.ts';
import { CONSENT_REVISION } from './consent-revision.ts';
import { runCookieConsent } from './cookie-consent.ts';

beforeAll(() => setupTestI18n('en'));

afterEach(() => {
  CookieConsent.reset(true);
  // biome-ignore lint/suspicious/noDocumentCookie: the library under test works on document.cookie.
  document.cookie = 'cc_cookie=; path=/; expires=Thu, 01 Jan 1970 00:00:01 GMT';
});

/** The small first-visit dialog ("Cookies on Hirelane") is on screen (the library marks <html>). */
const asking = () => document.documentElement.classList.contains('show--consent');
const preferences = () => document.querySelector('#cc-main .pm');

const start = (needsConsent: () => Promise<boolean>) =>
  runCookieConsent({ onAnalyticsConsent: vi.fn(), navigate: vi.fn(), needsConsent });

describe('runCookieConsent', () => {
  it('asks on a first visit where an analytics provider is configured', async () => {
    await start(async () => true);
    expect(asking()).toBe(true);
    expect(document.querySelector('#cc-main .cm')?.textContent).toContain('Cookies on Hirelane');
  });

  it('shows no dialog where nothing needs consent, and the cookie settings still open', async () => {
    const needsConsent = vi.fn(async () => false);
    const controls = await start(needsConsent);
    expect(needsConsent).toHaveBeenCalledOnce();
    expect(asking()).toBe(false);
    controls.showPreferences();
    expect(document.documentElement.classList.contains('show--preferences')).toBe(true);
    expect(preferences()?.textContent).toContain('Necessary');
    expect(asking()).toBe(false);
  });

  it('does not ask the installation again once an answer is stored', async () => {
    const stored = {
      categories: ['necessary'],
      revision: CONSENT_REVISION,
      data: null,
      consentTimestamp: new Date().toISOString(),
      consentId: 'test',
      services: { necessary: [], analytics: [] },
      languageCode: 'en',
      lastConsentTimestamp: new Date().toISOString(),
      expirationTime: Date.now() + 86_400_000,
    };
    // biome-ignore lint/suspicious/noDocumentCookie: the library under test works on document.cookie.
    document.cookie = `cc_cookie=${encodeURIComponent(JSON.stringify(stored))}; path=/`;
    const needsConsent = vi.fn(async () => true);
    await start(needsConsent);
    expect(needsConsent).not.toHaveBeenCalled();
    expect(asking()).toBe(false);
  });
});
