import type { Language } from '@hirelane/contract/constants';
import { CONSENT_COOKIE } from '@hirelane/contract/constants';
import type { CookieConsentConfig, CookieValue, ModalName, Translation } from 'vanilla-cookieconsent';
import { CONSENT_REVISION } from './consent-revision.ts';

/** The two categories. */
export const CONSENT_CATEGORIES = { necessary: 'necessary', analytics: 'analytics' } as const;

/** Cookies set by analytics providers (Google Analytics: `_ga`, `_ga_<id>`), erased on refusal. */
export const ANALYTICS_COOKIES = /^_ga/;

export type ConsentConfigOptions = {
  /** The interface language when the dialog starts. */
  language: Language;
  /** The dialog's texts in `language`, from the `consent` translation namespace. */
  translation: (language: Language) => Promise<Translation>;
  /** Called with the analytics answer at start (when one is stored) and on every change. */
  onAnalyticsConsent: (granted: boolean) => void;
  /** Called each time a dialog is (re)built, e.g. to route its links inside the app. */
  onModalReady?: (modalName: ModalName, modal: HTMLElement) => void;
};

/** vanilla-cookieconsent's configuration: cc_cookie, 182 days, /, Lax, secure. */
export function createConsentConfig(options: ConsentConfigOptions): CookieConsentConfig {
  const reportAnalytics = ({ cookie }: { cookie: CookieValue }) => {
    options.onAnalyticsConsent(cookie.categories.includes(CONSENT_CATEGORIES.analytics));
  };
  return {
    mode: 'opt-in',
    revision: CONSENT_REVISION,
    // Shown by runCookieConsent, and only when there is something to consent to.
    autoShow: false,
    // The library hides itself from bots, and a test browser (navigator.webdriver) counts as one.
    hideFromBots: false,
    // Analytics are loaded by code, after consent; there are no <script data-category> tags.
    manageScriptTags: false,
    autoClearCookies: true,
    disablePageInteraction: false,
    cookie: {
      name: CONSENT_COOKIE.name,
      expiresAfterDays: CONSENT_COOKIE.expiresAfterDays,
      path: CONSENT_COOKIE.path,
      sameSite: CONSENT_COOKIE.sameSite,
      // The library adds Secure on https only (a browser drops it on plain http other than localhost).
      secure: CONSENT_COOKIE.secure,
      useLocalStorage: false,
    },
    guiOptions: {
      // Bottom left: on the sign-in pages that is the illustration panel, not the form.
      consentModal: { layout: 'box', position: 'bottom left', equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
    },
    categories: {
      [CONSENT_CATEGORIES.necessary]: { enabled: true, readOnly: true },
      [CONSENT_CATEGORIES.analytics]: {
        enabled: false,
        readOnly: false,
        autoClear: { cookies: [{ name: ANALYTICS_COOKIES }], reloadPage: false },
      },
    },
    language: {
      default: options.language,
      translations: {
        en: () => options.translation('en'),
        no: () => options.translation('no'),
      },
    },
    onConsent: reportAnalytics,
    onChange: reportAnalytics,
    onModalReady: ({ modalName, modal }) => options.onModalReady?.(modalName, modal),
  };
}
