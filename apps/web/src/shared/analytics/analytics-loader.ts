import type { PublicConfigResponse } from '@hirelane/contract/public-config';
import type { PageViewSink } from './track-page-view.ts';

export type AnalyticsSettings = PublicConfigResponse['analytics'];

type Gtag = (...args: unknown[]) => void;
type Plausible = ((event: string, options?: { u?: string }) => void) & { q?: unknown[][] };

/** What the providers' own scripts read from `window`. */
export type AnalyticsWindow = {
  dataLayer?: unknown[];
  gtag?: Gtag;
  plausible?: Plausible;
  [gaDisable: `ga-disable-${string}`]: boolean | undefined;
};

export type AnalyticsDeps = {
  /** The installation's provider (GET /api/config); `null` when none is configured. */
  loadSettings: () => Promise<AnalyticsSettings>;
  /** Where page views go: `setPageViewSink` in the app. */
  setSink: (sink: PageViewSink | null) => void;
  document?: Document;
  window?: Window & AnalyticsWindow;
};

export type Analytics = {
  /** Follows the visitor's analytics consent: loads the provider on the first "yes", stops on "no". */
  setConsent: (granted: boolean) => Promise<void>;
};

type Provider = {
  pageView: (path: string) => void;
  /** Turns the provider's own automatic sending on or off (consent given or revoked). */
  setEnabled: (enabled: boolean) => void;
};

function addScript(doc: Document, src: string, attributes: Record<string, string> = {}): void {
  const script = doc.createElement('script');
  script.src = src;
  script.async = true;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  doc.head.append(script);
}

/** Google Analytics 4 through gtag.js, with page views sent by hand (one per route change). */
function loadGa4(
  settings: Extract<NonNullable<AnalyticsSettings>, { provider: 'ga4' }>,
  doc: Document,
  win: Window & AnalyticsWindow,
): Provider {
  const { measurementId } = settings;
  const dataLayer = win.dataLayer ?? [];
  win.dataLayer = dataLayer;
  // gtag.js reads `arguments` objects from the data layer, not arrays: this is Google's own stub.
  win.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js only understands Arguments objects.
    dataLayer.push(arguments);
  };
  win.gtag('js', new Date());
  win.gtag('config', measurementId, { send_page_view: false });
  const url = new URL(settings.scriptUrl, win.location.href);
  url.searchParams.set('id', measurementId);
  addScript(doc, url.href);
  return {
    pageView: (path) =>
      win.gtag?.('event', 'page_view', {
        page_path: path,
        // Path only: query strings may carry codes or e-mail addresses.
        page_location: `${win.location.origin}${path}`,
        page_title: doc.title,
      }),
    // Google's documented opt-out switch: gtag.js sends nothing while it is true.
    setEnabled: (enabled) => {
      win[`ga-disable-${measurementId}`] = !enabled;
    },
  };
}

/** A Plausible-compatible script (Plausible, or anything that speaks its `plausible()` call). */
function loadPlausible(
  settings: Extract<NonNullable<AnalyticsSettings>, { provider: 'plausible' }>,
  doc: Document,
  win: Window & AnalyticsWindow,
): Provider {
  // Plausible's queue stub, set up here because the CSP allows no inline script: calls made before
  // the script has loaded wait in `q` and are sent by the script when it starts.
  if (!win.plausible) {
    const queued: Plausible = (...args) => {
      queued.q = queued.q ?? [];
      queued.q.push(args);
    };
    win.plausible = queued;
  }
  addScript(doc, settings.scriptUrl, { 'data-domain': settings.domain });
  return {
    pageView: (path) => win.plausible?.('pageview', { u: `${win.location.origin}${path}` }),
    setEnabled: () => undefined,
  };
}

/**
 * Page-view analytics that exist only while the visitor allows them: nothing is fetched or loaded
 * before the first "yes", the provider's script is added once, and after a "no" no page view is sent.
 */
export function createAnalytics(deps: AnalyticsDeps): Analytics {
  const doc = deps.document ?? document;
  const win = deps.window ?? (window as unknown as Window & AnalyticsWindow);
  let granted = false;
  let settings: Promise<AnalyticsSettings> | null = null;
  let provider: Provider | null = null;

  const readSettings = (): Promise<AnalyticsSettings> => {
    settings ??= deps.loadSettings().catch((error: unknown) => {
      // Asked again on the next consent; analytics are never worth an error on screen.
      settings = null;
      console.warn('Analytics settings could not be loaded', error);
      return null;
    });
    return settings;
  };

  return {
    setConsent: async (next) => {
      granted = next;
      if (!next) {
        deps.setSink(null);
        provider?.setEnabled(false);
        return;
      }
      const current = await readSettings();
      // Revoked while the settings were loading, or nothing configured: load nothing.
      if (!granted || !current) return;
      if (!provider) {
        provider = current.provider === 'ga4' ? loadGa4(current, doc, win) : loadPlausible(current, doc, win);
      }
      provider.setEnabled(true);
      const active = provider;
      deps.setSink((path) => active.pageView(path));
    },
  };
}
