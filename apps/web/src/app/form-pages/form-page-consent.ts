import type { Language } from '@hirelane/contract/constants';
import { analyticsConfigured, setAnalyticsConsent } from '../../shared/analytics/analytics.ts';
import { startConsent } from '../../shared/consent/consent.ts';
import { i18n } from '../../shared/i18n/i18n.ts';
import { fetchTexts } from './form-page-texts.ts';

/**
 * The cookie dialog and analytics with consent, as in the app: loaded (a chunk of its own) once the
 * hydrated page is idle, with the dialog's texts. A link in the dialog loads its page.
 */
export async function startFormPageConsent(language: Language): Promise<void> {
  try {
    i18n.addResourceBundle(language, 'consent', await fetchTexts(language, 'consent'));
  } catch (error) {
    console.warn('Translations of the cookie dialog could not be loaded', error);
  }
  await startConsent({
    onAnalyticsConsent: setAnalyticsConsent,
    navigate: (to) => window.location.assign(to),
    needsConsent: analyticsConfigured,
  });
}
