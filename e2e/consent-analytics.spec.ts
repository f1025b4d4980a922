import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Locator } from '@playwright/test';
import { CONSENT_REVISION } from '../apps/web/src/shared/consent/consent-revision.ts';
import { type RunningApp, startApp } from './support/app-server.ts';
import { test as base, expect, type Page, uniqueEmail } from './support/fixtures.ts';
import { seedUser } from './support/seed-user.ts';
import { signIn } from './support/sign-in.ts';

type PageViewEvent = { n: string; u: string; d: string };

/**
 * A Plausible-compatible statistics service on loopback: it serves the script at /js/script.js and
 * counts what the browser sends. The script speaks Plausible's manual API: `plausible('pageview',
 * { u })` posts one event to /api/event, and calls queued before it loaded are sent when it starts.
 */
type AnalyticsServer = {
  url: string;
  scriptUrl: string;
  requests: string[];
  events: PageViewEvent[];
  reset: () => void;
  close: () => Promise<void>;
};

const SCRIPT = `(function () {
  var script = document.currentScript;
  var endpoint = new URL('/api/event', script.src).href;
  var domain = script.getAttribute('data-domain');
  function send(name, options) {
    var body = JSON.stringify({ n: name, u: (options && options.u) || location.href, d: domain });
    fetch(endpoint, { method: 'POST', body: body, keepalive: true });
  }
  var queued = (window.plausible && window.plausible.q) || [];
  window.plausible = send;
  for (var i = 0; i < queued.length; i++) send.apply(null, queued[i]);
})();
`;

const startAnalyticsServer = async (): Promise<AnalyticsServer> => {
  const requests: string[] = [];
  const events: PageViewEvent[] = [];
  const server = http.createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (request.method === 'GET' && request.url === '/js/script.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' });
      response.end(SCRIPT);
      return;
    }
    if (request.method === 'POST' && request.url === '/api/event') {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      request.on('end', () => {
        events.push(JSON.parse(body) as PageViewEvent);
        response.writeHead(202).end();
      });
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    scriptUrl: `${url}/js/script.js`,
    requests,
    events,
    reset: () => {
      requests.length = 0;
      events.length = 0;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};

type WorkerFixtures = { analytics: AnalyticsServer; hirelaneWithAnalytics: RunningApp };

/** The app configured with the loopback statistics service; the dialog asks (no stored answer). */
const test = base.extend<object, WorkerFixtures>({
  analytics: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern.
    async ({}, use) => {
      const server = await startAnalyticsServer();
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  hirelaneWithAnalytics: [
    async ({ analytics }, use) => {
      const app = await startApp({ env: { ANALYTICS_SCRIPT_URL: analytics.scriptUrl } });
      await use(app);
      await app.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ hirelaneWithAnalytics }, use) => {
    await use(hirelaneWithAnalytics.url);
  },
});

test.use({ cookieConsent: 'ask' });

test.beforeEach(async ({ analytics }) => {
  analytics.reset();
});

/** Waits until the dialog's fade-in has finished, so its screenshot shows it fully. */
const settled = async (dialog: Locator) => {
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
};

/** The consent dialog offers its three choices, named in the dialog's language. */
const expectChoices = async (dialog: Locator, names: [accept: string, reject: string, choose: string]) => {
  for (const name of names) await expect(dialog.getByRole('button', { name })).toBeVisible();
};

const consentCookieOf = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'cc_cookie');

const recordOf = (value: string) => JSON.parse(decodeURIComponent(value)) as Record<string, unknown>;

const pagePathsOf = (analytics: AnalyticsServer) => () =>
  analytics.events.map((event) => new URL(event.u).pathname);

/** Every call of the app's settings (GET /api/config) the page makes: the dialog and analytics need it. */
const configCallsOf = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/config') calls.push(request.url());
  });
  return calls;
};

/** Opens the cookie preferences from the footer. */
const openCookieSettings = async (
  page: Page,
  words = { footer: 'Legal information', button: 'Cookie settings', dialog: 'Cookie settings' },
) => {
  await page
    .getByRole('navigation', { name: words.footer })
    .getByRole('button', { name: words.button })
    .click();
  const preferences = page.getByRole('dialog', { name: words.dialog });
  await expect(preferences).toBeVisible();
  return preferences;
};

/*
 * "Nothing was sent" has no moment to wait for. These tests check it at once, and then prove it:
 * they turn analytics on, and the statistics service must then have received exactly the script
 * and the page on screen — anything sent earlier would have arrived first.
 *
 * The app counts and asks; the pages the server draws (sign-in and the other form pages, the legal
 * and shared pages) run no analytics and offer no cookie settings, so a visitor is asked once they
 * are in the app.
 */

/** Signs a new account of the analytics app in (through the API) and opens `path` in the app. */
const openSignedIn = async (page: Page, app: RunningApp, path = '/') => {
  const user = await seedUser(app, uniqueEmail('consent'), { seenGuides: 'all' });
  await signIn(page, user, path);
};

/** Follows a link of the main navigation (a route change of the app) and waits for its heading. */
const goTo = async (page: Page, link: string, heading: RegExp | string) => {
  await page
    .getByRole('navigation', { name: /Main navigation|Hovednavigasjon/ })
    .getByRole('link', { name: link })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
};

test('the sign-in page asks nothing and sends nothing; in the app, "Accept all" loads the service once and counts the page on screen', async ({
  page,
  analytics,
  baseURL,
  hirelaneWithAnalytics,
  shot,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Cookies on Hirelane' })).toHaveCount(0);

  const configCalls = configCallsOf(page);
  await openSignedIn(page, hirelaneWithAnalytics);
  const consent = page.getByRole('dialog', { name: 'Cookies on Hirelane' });
  await expect(consent).toBeVisible();
  await expect(consent.getByRole('heading', { name: 'Cookies on Hirelane' })).toBeVisible();
  await expectChoices(consent, ['Accept all', 'Reject all', 'Let me choose']);
  await settled(consent);
  await shot('consent-first-visit');

  await goTo(page, 'My CV', 'My CV');
  expect(analytics.requests).toEqual([]);
  // The app asked its own server once whether anything needs consent (the dialog shows only then).
  expect(configCalls).toHaveLength(1);
  expect(await consentCookieOf(page.context())).toBeUndefined();

  await consent.getByRole('button', { name: 'Accept all' }).click();
  await expect(consent).toBeHidden();
  await expect
    .poll(() => analytics.events)
    .toEqual([{ n: 'pageview', d: 'localhost', u: `${baseURL}/my-cv` }]);
  expect(analytics.requests).toEqual(['GET /js/script.js', 'POST /api/event']);
  expect(configCalls).toHaveLength(1);

  // The consent record in cc_cookie, with the cookie attributes.
  const cookie = await consentCookieOf(page.context());
  expect(cookie).toBeDefined();
  if (!cookie) return;
  expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: false, domain: 'localhost' });
  // The library adds Secure on https only; this test app runs on http://localhost.
  expect(cookie.secure).toBe(baseURL?.startsWith('https:'));
  const days = (cookie.expires * 1000 - Date.now()) / (24 * 60 * 60 * 1000);
  expect(days).toBeGreaterThan(181);
  expect(days).toBeLessThanOrEqual(182);
  const record = recordOf(cookie.value);
  expect(Object.keys(record)).toEqual(
    expect.arrayContaining([
      'categories',
      'revision',
      'data',
      'consentTimestamp',
      'lastConsentTimestamp',
      'consentId',
      'services',
      'languageCode',
    ]),
  );
  expect(record).toMatchObject({
    categories: ['necessary', 'analytics'],
    revision: CONSENT_REVISION,
    languageCode: 'en',
  });
  await shot('analytics-accepted');
});

test.describe('with analytics accepted', () => {
  test.use({ cookieConsent: 'accepted' });

  test('one page view per screen shown, back included; the sign-in page counts none', async ({
    page,
    analytics,
    hirelaneWithAnalytics,
  }) => {
    const pagePaths = pagePathsOf(analytics);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await openSignedIn(page, hirelaneWithAnalytics);
    await expect.poll(pagePaths).toEqual(['/']);

    // Between screens the app changes the route: one view each, back included.
    await goTo(page, 'My CV', 'My CV');
    await expect.poll(pagePaths).toEqual(['/', '/my-cv']);
    await goTo(page, 'Letters', 'Letters');
    await expect.poll(pagePaths).toEqual(['/', '/my-cv', '/letters']);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'My CV' })).toBeVisible();
    await expect.poll(pagePaths).toEqual(['/', '/my-cv', '/letters', '/my-cv']);
    expect(analytics.requests.filter((request) => request === 'GET /js/script.js')).toHaveLength(1);
  });

  test('revoking in the cookie settings clears the statistics cookie and stops page views, also after a reload', async ({
    page,
    analytics,
    baseURL,
    hirelaneWithAnalytics,
    shot,
  }) => {
    const pagePaths = pagePathsOf(analytics);
    await openSignedIn(page, hirelaneWithAnalytics);
    await expect.poll(pagePaths).toEqual(['/']);
    // A statistics cookie, as Google Analytics would set one: cleared when analytics is revoked.
    await page.context().addCookies([{ name: '_ga', value: 'GA1.1.42.42', url: baseURL ?? '' }]);

    let preferences = await openCookieSettings(page);
    const analyticsToggle = preferences.getByRole('checkbox', { name: 'Page-view statistics' });
    await expect(analyticsToggle).toBeChecked();
    await expect(preferences.getByRole('checkbox', { name: 'Necessary' })).toBeDisabled();
    await settled(preferences);
    await shot('preferences-reopened');
    await analyticsToggle.uncheck();
    await preferences.getByRole('button', { name: 'Save my choices' }).click();
    await expect(preferences).toBeHidden();
    const revoked = await consentCookieOf(page.context());
    expect(recordOf(revoked?.value ?? '{}')).toMatchObject({ categories: ['necessary'] });
    expect((await page.context().cookies()).map((stored) => stored.name)).not.toContain('_ga');

    // No more page views, however many routes change.
    await goTo(page, 'My CV', 'My CV');
    await goTo(page, 'Letters', 'Letters');
    expect(pagePaths()).toEqual(['/']);
    await shot('analytics-revoked');

    // After a reload the stored "no" holds: no dialog, nothing loaded, the setting still off.
    const requestsBefore = analytics.requests.length;
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Letters' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Cookies on Hirelane' })).toBeHidden();
    expect(analytics.requests).toHaveLength(requestsBefore);
    preferences = await openCookieSettings(page);
    await expect(analyticsToggle).not.toBeChecked();

    // Turned on again, counting resumes with the next route change, and nothing from the time
    // analytics was off reached the service. (Whether the page on screen counts at the new "yes"
    // depends on the consent library starting before or after the page's first render.)
    await analyticsToggle.check();
    await preferences.getByRole('button', { name: 'Save my choices' }).click();
    await expect(preferences).toBeHidden();
    await goTo(page, 'My CV', 'My CV');
    await expect.poll(pagePaths).toContain('/my-cv');
    expect(pagePaths().filter((path) => path !== '/letters')).toEqual(['/', '/my-cv']);
    expect(analytics.requests.slice(requestsBefore).filter((request) => request.startsWith('GET'))).toEqual([
      'GET /js/script.js',
    ]);
  });
});

test.describe('in Norwegian', () => {
  test.use({ language: 'no' });

  test('the dialog follows the interface language, and "Reject all" loads nothing', async ({
    page,
    analytics,
    hirelaneWithAnalytics,
    shot,
  }) => {
    await openSignedIn(page, hirelaneWithAnalytics);
    await expect(page.locator('html')).toHaveAttribute('lang', 'no');
    const samtykke = page.getByRole('dialog', { name: 'Informasjonskapsler på Hirelane' });
    await expect(samtykke).toBeVisible();
    await expectChoices(samtykke, ['Godta alle', 'Avvis alle', 'La meg velge']);
    await expect(samtykke.getByRole('link', { name: 'Personvernerklæring' })).toBeVisible();
    await settled(samtykke);
    await shot('consent-norwegian');

    await samtykke.getByRole('button', { name: 'Avvis alle' }).click();
    await expect(samtykke).toBeHidden();
    const cookie = await consentCookieOf(page.context());
    expect(recordOf(cookie?.value ?? '{}')).toMatchObject({ categories: ['necessary'], languageCode: 'no' });

    // The footer reopens the preferences, in Norwegian.
    const norwegian = {
      footer: 'Juridisk informasjon',
      button: 'Informasjonskapsler',
      dialog: 'Innstillinger for informasjonskapsler',
    };
    let preferences = await openCookieSettings(page, norwegian);
    const statistics = preferences.getByRole('checkbox', { name: 'Statistikk over sidevisninger' });
    await expect(statistics).not.toBeChecked();
    await settled(preferences);
    await shot('preferences-norwegian');
    await preferences.getByRole('button', { name: 'Lukk' }).click();
    await expect(preferences).toBeHidden();

    await goTo(page, 'Min CV', 'Min CV');
    expect(analytics.requests).toEqual([]);

    // Turned on now, the service gets the script and this one page: nothing was sent after "Avvis alle".
    preferences = await openCookieSettings(page, norwegian);
    await statistics.check();
    await preferences.getByRole('button', { name: 'Lagre valgene mine' }).click();
    await expect(preferences).toBeHidden();
    await expect.poll(pagePathsOf(analytics)).toEqual([new URL(page.url()).pathname]);
    expect(analytics.requests).toEqual(['GET /js/script.js', 'POST /api/event']);
  });
});
