import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './cookie-consent.css';
import type { Language } from '@hirelane/contract/constants';
import * as CookieConsent from 'vanilla-cookieconsent';
import { i18n } from '../i18n/i18n.ts';
import { toLanguage } from '../i18n/languages.ts';
import { createConsentConfig } from './consent-config.ts';
import { consentTranslation } from './consent-texts.ts';

// startConsent's options and answer, declared here so that consent.ts, which loads this module, imports
// only types.
export type StartConsentOptions = {
  /** Receives the visitor's analytics answer: at start when one is stored, then on every change. */
  onAnalyticsConsent: (granted: boolean) => void;
  /** Opens an app route (links in the dialogs). */
  navigate: (to: string) => void;
  /**
   * Whether anything needs consent (an analytics provider is configured); asked only while no valid
   * answer is stored. Without it the dialog is not shown: the necessary cookies need none.
   */
  needsConsent: () => Promise<boolean>;
};

export type ConsentControls = {
  showPreferences: () => void;
};

async function loadTranslation(language: Language) {
  await i18n.loadNamespaces('consent');
  if (!i18n.hasResourceBundle(language, 'consent')) await i18n.reloadResources([language], ['consent']);
  return consentTranslation(i18n.getFixedT(language, 'consent'));
}

/** Links in the dialogs (privacy policy, terms) open inside the app instead of reloading it. */
function routeLinks(modal: HTMLElement, onNavigate: (to: string) => void, closeFirst: () => void) {
  modal.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const anchor = event.target instanceof Element ? event.target.closest('a[href^="/"]') : null;
    const href = anchor?.getAttribute('href');
    if (!href) return;
    event.preventDefault();
    closeFirst();
    onNavigate(href);
  });
}

/**
 * Runs vanilla-cookieconsent (this module and its CSS are loaded lazily, after the first paint): it
 * reports a stored answer, asks for one when there is something to consent to, and keeps the
 * preferences (the footer's "Cookie settings") at hand either way.
 */
export async function runCookieConsent(options: StartConsentOptions): Promise<ConsentControls> {
  await CookieConsent.run(
    createConsentConfig({
      language: toLanguage(i18n.resolvedLanguage ?? i18n.language),
      translation: loadTranslation,
      onAnalyticsConsent: options.onAnalyticsConsent,
      onModalReady: (modalName, modal) =>
        routeLinks(modal, options.navigate, () => {
          // The preferences dialog covers the page; the small consent box can stay while reading.
          if (modalName === 'preferencesModal') CookieConsent.hidePreferences();
        }),
    }),
  );
  if (!CookieConsent.validConsent() && (await options.needsConsent())) CookieConsent.show(true);
  // The dialogs follow the interface language, also while they are open.
  i18n.on('languageChanged', (language) => {
    void CookieConsent.setLanguage(toLanguage(language), true);
  });
  return { showPreferences: () => CookieConsent.showPreferences() };
}
