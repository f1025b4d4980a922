import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Navigate, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsSettings, AnalyticsWindow } from './analytics-loader.ts';
import { createAnalytics } from './analytics-loader.ts';
import { setPageViewSink, trackPageView } from './track-page-view.ts';
import { usePageViews, useSkipPageView } from './use-page-views.ts';

const PLAUSIBLE: AnalyticsSettings = {
  provider: 'plausible',
  scriptUrl: 'https://stats.example.test/js/script.manual.js',
  domain: 'hirelane.example.test',
};
const GA4: AnalyticsSettings = {
  provider: 'ga4',
  measurementId: 'G-TEST123',
  scriptUrl: 'https://www.googletagmanager.com/gtag/js',
};

/** A document whose <head> is detached (its scripts are never fetched), and a bare window. */
function fakeDocument(): Document {
  const head = document.createElement('head');
  return {
    title: 'Hirelane',
    head,
    createElement: document.createElement.bind(document),
  } as unknown as Document;
}

function setup(settings: AnalyticsSettings | Promise<AnalyticsSettings>) {
  const doc = fakeDocument();
  const win = {
    location: new URL('https://hirelane.example.test/login?code=secret'),
  } as unknown as Window & AnalyticsWindow;
  const loadSettings = vi.fn(() => Promise.resolve(settings));
  const analytics = createAnalytics({ loadSettings, setSink: setPageViewSink, document: doc, window: win });
  const scripts = () => [...doc.head.querySelectorAll('script')];
  const plausibleCalls = () => win.plausible?.q ?? [];
  const gaEvents = () =>
    (win.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'event');
  return { analytics, loadSettings, scripts, plausibleCalls, gaEvents, win };
}

function Layout() {
  usePageViews();
  return <Outlet />;
}

function Guard() {
  useSkipPageView();
  return <Navigate to="/login" replace />;
}

/** Route changes as in the app: a layout with `usePageViews`, pages, and a guard that redirects. */
function renderRoutes(path: string) {
  const page = (name: string) => <h1>{name}</h1>;
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <Guard /> },
          { path: '/login', element: page('login') },
          { path: '/signup', element: page('signup') },
          { path: '/privacy-policy', element: page('privacy') },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function go(router: ReturnType<typeof renderRoutes>, path: string, heading: string) {
  await act(() => router.navigate(path));
  await screen.findByRole('heading', { name: heading });
}

afterEach(() => {
  setPageViewSink(null);
  vi.useRealTimers();
});

describe('analytics before consent', () => {
  it('loads nothing and asks nothing without consent, however many routes change', async () => {
    const { loadSettings, scripts, analytics } = setup(PLAUSIBLE);
    const router = renderRoutes('/login');
    await screen.findByRole('heading', { name: 'login' });
    await go(router, '/signup', 'signup');
    await analytics.setConsent(false);
    expect(loadSettings).not.toHaveBeenCalled();
    expect(scripts()).toHaveLength(0);
  });

  it('loads nothing when no provider is configured, even with consent', async () => {
    const { analytics, loadSettings, scripts, win } = setup(null);
    await analytics.setConsent(true);
    trackPageView('/login');
    expect(loadSettings).toHaveBeenCalledTimes(1);
    expect(scripts()).toHaveLength(0);
    expect(win.plausible).toBeUndefined();
    expect(win.dataLayer).toBeUndefined();
  });

  it('loads nothing when consent is revoked while the settings are still loading', async () => {
    vi.useFakeTimers();
    const slow = new Promise<AnalyticsSettings>((resolve) => setTimeout(() => resolve(PLAUSIBLE), 500));
    const { analytics, scripts } = setup(slow);
    const answer = analytics.setConsent(true);
    await analytics.setConsent(false);
    await vi.advanceTimersByTimeAsync(500);
    await answer;
    expect(scripts()).toHaveLength(0);
  });
});

describe('Plausible-compatible provider', () => {
  it('loads the script once with its domain, and sends one page view per route change', async () => {
    const { analytics, scripts, plausibleCalls } = setup(PLAUSIBLE);
    // A visitor lands on / and is redirected to /login: that is one page (the guard's route is no view).
    const router = renderRoutes('/');
    await screen.findByRole('heading', { name: 'login' });
    expect(plausibleCalls()).toEqual([]);

    await analytics.setConsent(true);
    expect(scripts().map((script) => [script.src, script.dataset.domain])).toEqual([
      [PLAUSIBLE.scriptUrl, PLAUSIBLE.domain],
    ]);
    // The page on screen when consent arrives is counted once, without its query string.
    expect(plausibleCalls()).toEqual([['pageview', { u: 'https://hirelane.example.test/login' }]]);

    await go(router, '/signup', 'signup');
    await go(router, '/privacy-policy', 'privacy');
    await go(router, '/login', 'login');
    expect(plausibleCalls().map(([, options]) => (options as { u: string }).u)).toEqual([
      'https://hirelane.example.test/login',
      'https://hirelane.example.test/signup',
      'https://hirelane.example.test/privacy-policy',
      'https://hirelane.example.test/login',
    ]);
  });

  it('sends nothing after consent is revoked, and does not load the script twice when given again', async () => {
    const { analytics, scripts, plausibleCalls } = setup(PLAUSIBLE);
    const router = renderRoutes('/login');
    await screen.findByRole('heading', { name: 'login' });
    await analytics.setConsent(true);
    await go(router, '/signup', 'signup');
    expect(plausibleCalls()).toHaveLength(2);

    await analytics.setConsent(false);
    await go(router, '/privacy-policy', 'privacy');
    await go(router, '/login', 'login');
    expect(plausibleCalls()).toHaveLength(2);

    await analytics.setConsent(true);
    expect(scripts()).toHaveLength(1);
    // Consent again on /login: that page is counted, then every later route change.
    await go(router, '/signup', 'signup');
    expect(plausibleCalls()).toHaveLength(4);
  });

  it('counts a page once when consent is already stored (consent and first render in either order)', async () => {
    const first = setup(PLAUSIBLE);
    await first.analytics.setConsent(true);
    renderRoutes('/login');
    await screen.findByRole('heading', { name: 'login' });
    expect(first.plausibleCalls()).toHaveLength(1);
  });
});

describe('Google Analytics 4', () => {
  it('loads gtag.js with the measurement id, turns off its own page views, sends one per route change', async () => {
    const { analytics, scripts, gaEvents, win } = setup(GA4);
    const router = renderRoutes('/login');
    await screen.findByRole('heading', { name: 'login' });
    await analytics.setConsent(true);

    expect(scripts().map((script) => script.src)).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-TEST123',
    ]);
    const config = (win.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .find((args) => args[0] === 'config');
    expect(config).toEqual(['config', 'G-TEST123', { send_page_view: false }]);
    // Google's stub pushes Arguments objects, which is what gtag.js reads.
    expect(Object.prototype.toString.call(win.dataLayer?.[0])).toBe('[object Arguments]');

    await go(router, '/signup', 'signup');
    expect(gaEvents()).toEqual([
      [
        'event',
        'page_view',
        {
          page_path: '/login',
          page_location: 'https://hirelane.example.test/login',
          page_title: 'Hirelane',
        },
      ],
      [
        'event',
        'page_view',
        {
          page_path: '/signup',
          page_location: 'https://hirelane.example.test/signup',
          page_title: 'Hirelane',
        },
      ],
    ]);
    expect(win['ga-disable-G-TEST123']).toBe(false);
  });

  it('switches gtag.js off and sends no page view after consent is revoked', async () => {
    const { analytics, gaEvents, win } = setup(GA4);
    const router = renderRoutes('/login');
    await screen.findByRole('heading', { name: 'login' });
    await analytics.setConsent(true);
    await analytics.setConsent(false);
    await go(router, '/signup', 'signup');
    expect(gaEvents()).toHaveLength(1);
    expect(win['ga-disable-G-TEST123']).toBe(true);
  });
});

describe('settings that fail to load', () => {
  it('load nothing, warn, and are asked again on the next consent', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const doc = fakeDocument();
    const loadSettings = vi
      .fn<() => Promise<AnalyticsSettings>>()
      .mockRejectedValueOnce(new Error('Network error'))
      .mockResolvedValue(PLAUSIBLE);
    const win = { location: new URL('https://hirelane.example.test/') } as unknown as Window &
      AnalyticsWindow;
    const analytics = createAnalytics({ loadSettings, setSink: setPageViewSink, document: doc, window: win });
    await analytics.setConsent(true);
    expect(doc.head.querySelectorAll('script')).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith('Analytics settings could not be loaded', expect.any(Error));
    await analytics.setConsent(true);
    expect(doc.head.querySelectorAll('script')).toHaveLength(1);
  });
});
