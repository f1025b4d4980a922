import type { Language } from '@hirelane/contract/constants';
import { CLIENT_ERRORS } from '@hirelane/contract/errors';
import { FORM_PAGE_STATE_ID, type FormPageName, type FormPageState } from '@hirelane/contract/public-page';
import { type ComponentType, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { i18n } from '../../shared/i18n/i18n.ts';
import { createI18nOptions, LANGUAGE_STORAGE_KEY } from '../../shared/i18n/i18n-options.ts';
import { whenIdle } from '../../shared/ui/when-idle.ts';
import { createQueryClient } from '../query-client.ts';
import { ServerPageProviders } from '../server-page-providers.tsx';
import { namedTheme } from '../theme.ts';
import { loadVerifyEmailStep, preloadVerifyEmailStepOnFocus } from './deferred-verify-email-step.tsx';
import { FormPageRoutes } from './form-page-app.tsx';
import { seedFormPageQueries } from './form-page-queries.ts';
import { FullPageLoad } from './full-page-load.tsx';
import { languageHrefOf } from './language-href.ts';
import { lazyPages, PAGE_LOADERS } from './pages.ts';

/*
 * The browser side of the form pages: hydrates the page the server rendered, with the same provider
 * tree and routes (form-page-app.tsx). A bundle of its own (main.tsx), much smaller than the app's
 * start-up: the app's data router, session start-up and translation loading are not in it. Any
 * address that is not a form page loads as a page of its own (the app, or another
 * server-rendered page).
 */

/** At the latest this long after hydration the cookie dialog starts loading, idle or not. */
const CONSENT_IDLE_TIMEOUT_MS = 1000;

const readState = (): FormPageState => {
  const element = document.getElementById(FORM_PAGE_STATE_ID);
  if (!element?.textContent) throw new Error(CLIENT_ERRORS.rootElementMissing);
  return JSON.parse(element.textContent) as FormPageState;
};

export type HydrateOptions = {
  /** Where React reports what it could not hydrate as the server rendered it (tests). */
  onRecoverableError?: (error: unknown) => void;
};

/**
 * The page's language (chosen by its link, or the cookie the app writes) is the one the app opens
 * in next: the app reads its stored choice before that cookie.
 */
const rememberLanguage = (language: Language) => {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage turned off: the app falls back to the cookie.
  }
};

/**
 * Hydrates the form page in the document; resolves once React has taken it over, with a way to
 * leave it (tests).
 */
export async function hydrateFormPage(options: HydrateOptions = {}): Promise<() => void> {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error(CLIENT_ERRORS.rootElementMissing);
  const { content, language, texts } = readState();
  rememberLanguage(language);
  const name: FormPageName = content.page;
  // The page's own code before the first render (its texts came with the HTML): hydration then
  // renders exactly what the server did.
  const page = await PAGE_LOADERS[name]();
  // Sign-up's code step loads on its own: before hydration when the server rendered it, else once
  // the visitor starts on the registration form (it is there by the time the form is sent).
  if (content.page === 'signup' && content.form.step === 'verify') await loadVerifyEmailStep();
  const stopPreload = content.page === 'signup' ? preloadVerifyEmailStepOnFocus() : () => undefined;
  const { detection: _detection, backend: _backend, ...i18nOptions } = createI18nOptions();
  await i18n.use(initReactI18next).init({
    ...i18nOptions,
    lng: language,
    ns: Object.keys(texts),
    resources: { [language]: texts },
    initAsync: false,
  });
  const queryClient = createQueryClient();
  seedFormPageQueries(queryClient, content);
  const pages: Record<FormPageName, ComponentType> = { ...lazyPages, [name]: page };
  const theme = namedTheme({ close: i18n.t('controls.close'), clear: i18n.t('controls.clear') });
  // The page on screen now (a link may have led on to another form page).
  const staticPage = {
    languageHref: (next: Language) =>
      languageHrefOf(`${window.location.pathname}${window.location.search}`)(next),
  };

  const root = hydrateRoot(
    rootElement,
    <StrictMode>
      <ServerPageProviders i18n={i18n} theme={theme} queryClient={queryClient} staticPage={staticPage}>
        <BrowserRouter>
          <FormPageRoutes content={content} pages={pages} elsewhere={<FullPageLoad />} />
        </BrowserRouter>
      </ServerPageProviders>
    </StrictMode>,
    options.onRecoverableError ? { onRecoverableError: options.onRecoverableError } : {},
  );

  // The cookie dialog (its own chunk, with its texts) once the page is idle, as in the app.
  const cancelConsent = whenIdle(
    () => void import('./form-page-consent.ts').then((module) => module.startFormPageConsent(language)),
    CONSENT_IDLE_TIMEOUT_MS,
  );
  return () => {
    cancelConsent();
    stopPreload();
    root.unmount();
  };
}
