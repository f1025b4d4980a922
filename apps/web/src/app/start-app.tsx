import { STARTUP_SPINNER_MS } from '@hirelane/contract/constants';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { analyticsConfigured, setAnalyticsConsent } from '../shared/analytics/analytics.ts';
import { startConsent } from '../shared/consent/consent.ts';
import { http } from '../shared/http/http.ts';
import { initI18n } from '../shared/i18n/i18n.ts';
import { prepareOfflineSupport } from '../shared/offline/offline-support.ts';
import { sendPendingSignOut } from '../shared/session/pending-sign-out.ts';
import { mayHoldSession } from '../shared/session/session-hint.ts';
import { setSessionLoading } from '../shared/session/session-store.ts';
import { whenIdle } from '../shared/ui/when-idle.ts';
import { registerAndroidBackButton } from './android-back-button.ts';
import { AppRoot } from './app-root.tsx';
import { firstPageNeeds } from './first-page.ts';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { appRoutes } from './routes.tsx';
import { routerInitialized, waitForStartup } from './startup.ts';

/** At the latest this long after start-up the cookie dialog starts loading, idle or not. */
const CONSENT_IDLE_TIMEOUT_MS = 1000;

/** Renders the app into `rootElement`: spinner first, the router once the session is known. */
export function startApp(rootElement: HTMLElement): void {
  const queryClient = createQueryClient();
  const offline = prepareOfflineSupport(queryClient, () =>
    import('./offline-writes.ts').then((module) => module.setOfflineWriteDefaults(queryClient)),
  );

  setSessionLoading(true);
  // The first page's translation files and (public pages) data are asked for now, alongside its code.
  const firstPage = firstPageNeeds(appRoutes, window.location.pathname);
  // First, so the language is detected before the refresh call reads it for Accept-Language.
  const translations = initI18n({ namespaces: firstPage.texts });
  firstPage.fetchData(queryClient);
  // The one refresh of start-up: the access token lives in memory only; the HttpOnly cookie restores
  // it. Skipped when the hint cookie says this browser holds no session (a visitor: no 401). A
  // sign-out made offline is sent to the server first.
  const session = sendPendingSignOut(() => http.post('/auth/logout')).then(() =>
    mayHoldSession() ? http.refreshSession() : undefined,
  );
  // Creating the router starts loading the first route's code, in parallel with the refresh.
  const router = createBrowserRouter(appRoutes);
  registerAndroidBackButton({
    pathname: () => router.state.location.pathname,
    back: () => void router.navigate(-1),
  });
  const ready = waitForStartup(
    [session, translations, routerInitialized(router)],
    STARTUP_SPINNER_MS,
  ).finally(() => setSessionLoading(false));
  // The cookie dialog (its own chunk) once the first page has painted and the browser is
  // idle, so it never delays that page; analytics only with consent, and the dialog only where an
  // analytics provider is configured (otherwise there is nothing to consent to).
  const afterFirstPaint = () => {
    offline.afterFirstPaint();
    startConsentWhenIdle();
  };
  const startConsentWhenIdle = () =>
    void whenIdle(
      () =>
        void startConsent({
          onAnalyticsConsent: setAnalyticsConsent,
          navigate: (to) => void router.navigate(to),
          needsConsent: analyticsConfigured,
        }),
      CONSENT_IDLE_TIMEOUT_MS,
    );

  const root = createRoot(rootElement);
  // As a transition, React renders the first page in slices and yields to the browser between them,
  // so start-up is not one long task that holds back input (total blocking time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <AppRoot ready={ready} router={router} onShown={afterFirstPaint} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}
