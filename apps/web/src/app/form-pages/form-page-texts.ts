import { DEFAULT_LANGUAGE, type Language } from '@hirelane/contract/constants';
import type { FormPageName } from '@hirelane/contract/public-page';
import type { ResourceLanguage } from 'i18next';
import type { Namespace } from '../../shared/i18n/namespaces.ts';

// The translation files a form page can read, each its own small chunk: a page loads the files of
// its language only, before it is hydrated (the texts must be there for its first render).
const files = import.meta.glob<Record<string, unknown>>(
  '../../../public/locales/*/{common,auth,endorsements,errors,consent}.json',
  { import: 'default' },
);

/** What each form page's components read (its layout's texts included). */
const PAGE_TEXTS: Record<FormPageName, readonly Namespace[]> = {
  login: ['common', 'auth'],
  signup: ['common', 'auth'],
  forgotPassword: ['common', 'auth'],
  endorsement: ['common', 'endorsements'],
};

/** The namespaces a page needs in `language`: server errors are worded from `errors` outside English. */
export const namespacesOf = (page: FormPageName, language: Language): Namespace[] =>
  language === DEFAULT_LANGUAGE ? [...PAGE_TEXTS[page]] : [...PAGE_TEXTS[page], 'errors'];

/** The texts of `namespaces` in `language`, as an i18next resource. */
export async function loadTexts(
  language: Language,
  namespaces: readonly Namespace[],
): Promise<ResourceLanguage> {
  const loaded = await Promise.all(
    namespaces.map(async (namespace) => {
      const load = files[`../../../public/locales/${language}/${namespace}.json`];
      return [namespace, load ? await load() : {}] as const;
    }),
  );
  return Object.fromEntries(loaded);
}
