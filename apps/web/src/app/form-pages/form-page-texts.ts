import { DEFAULT_LANGUAGE, type Language, TRANSLATIONS } from '@hirelane/contract/constants';
import type { FormPageName } from '@hirelane/contract/public-page';
import type { Namespace } from '../../shared/i18n/namespaces.ts';

/** What each form page's components read (its layout's texts included). */
const PAGE_TEXTS: Record<FormPageName, readonly Namespace[]> = {
  login: ['common', 'auth'],
  signup: ['common', 'auth'],
  forgotPassword: ['common', 'auth'],
  endorsement: ['common', 'endorsements'],
};

/**
 * The translation files a form page's HTML carries for its first render (hydration renders exactly
 * what the server did): its own, in its language only; server errors are worded from `errors`
 * outside English.
 */
export const namespacesOf = (page: FormPageName, language: Language): Namespace[] =>
  language === DEFAULT_LANGUAGE ? [...PAGE_TEXTS[page]] : [...PAGE_TEXTS[page], 'errors'];

/** A translation file the page reads later (the cookie dialog's), from the site as the app loads it. */
export async function fetchTexts(language: Language, namespace: Namespace): Promise<Record<string, unknown>> {
  const url = TRANSLATIONS.loadPath.replace('{{lng}}', language).replace('{{ns}}', namespace);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}
