import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Locator } from '@playwright/test';
import { CONSENT_REVISION } from '../apps/web/src/shared/consent/consent-revision.ts';
import { type RunningApp, startApp } from './support/app-server.ts';
import { test as base, expect, type Page } from './support/fixtures.ts';

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

test.beforeEach(async ({ page, analytics }) => {
  analytics.reset();
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('i18nextLng')) window.localStorage.setItem('i18nextLng', 'en');
  });
});

/** Waits until the dialog's fade-in has finished, so its screenshot shows it fully. */
const settled = async (dialog: Locator) => {
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
};

const consentCookieOf = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'cc_cookie');

const recordOf = (value: string) => JSON.parse(decodeURIComponent(value)) as Record<string, unknown>;

/** Follows a footer link and waits for the page's heading: one route change. */
const openFromFooter = async (page: Page, link: string, heading: string) => {
  await page.getByRole('navigation', { name: 'Legal information' }).getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
};

test('page views are sent only with analytics consent: none before, one per route change, none after revoking', async ({
  page,
  analytics,
  baseURL,
  shot,
}) => {
  test.setTimeout(120_000);
  const pagePaths = () => analytics.events.map((event) => new URL(event.u).pathname);
  const configCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/config') configCalls.push(request.url());
  });

  // First visit: the dialog asks; nothing reaches the statistics service, not even the settings call.
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  const consent = page.getByRole('dialog', { name: 'Cookies on Hirelane' });
  await expect(consent).toBeVisible();
  await expect(consent.getByRole('heading', { name: 'Cookies on Hirelane' })).toBeVisible();
  await expect(consent.getByRole('button', { name: 'Accept all' })).toBeVisible();
  await expect(consent.getByRole('button', { name: 'Reject all' })).toBeVisible();
  await expect(consent.getByRole('button', { name: 'Let me choose' })).toBeVisible();
  await settled(consent);
  await shot('consent-first-visit');

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.waitForTimeout(1000);
  expect(analytics.requests).toEqual([]);
  expect(configCalls).toEqual([]);
  expect(await consentCookieOf(page.context())).toBeUndefined();

  // "Accept all": the script loads once, and the page on screen is counted once.
  await consent.getByRole('button', { name: 'Accept all' }).click();
  await expect(consent).toBeHidden();
  await expect.poll(pagePaths).toEqual(['/signup']);
  expect(analytics.events[0]).toMatchObject({ n: 'pageview', d: 'localhost', u: `${baseURL}/signup` });

  // One page view per route change.
  await openFromFooter(page, 'Privacy policy', 'Privacy policy');
  await expect.poll(pagePaths).toEqual(['/signup', '/privacy-policy']);
  await openFromFooter(page, 'Terms and conditions', 'Terms and conditions');
  await expect.poll(pagePaths).toEqual(['/signup', '/privacy-policy', '/terms-conditions']);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect
    .poll(pagePaths)
    .toEqual(['/signup', '/privacy-policy', '/terms-conditions', '/privacy-policy']);
  await page.waitForTimeout(1000);
  expect(pagePaths()).toHaveLength(4);
  expect(analytics.requests.filter((request) => request === 'GET /js/script.js')).toHaveLength(1);
  expect(configCalls).toHaveLength(1);

  // The consent record of spec §3 in cc_cookie, with the cookie attributes of spec §9.
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

  // A statistics cookie, as Google Analytics would set one: cleared when analytics is revoked.
  await page.context().addCookies([{ name: '_ga', value: 'GA1.1.42.42', url: baseURL ?? '' }]);

  // Reopen the preferences from the footer and turn analytics off.
  await page
    .getByRole('navigation', { name: 'Legal information' })
    .getByRole('button', { name: 'Cookie settings' })
    .click();
  const preferences = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(preferences).toBeVisible();
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
  await openFromFooter(page, 'Refund policy', 'Refund policy');
  await openFromFooter(page, 'Terms and conditions', 'Terms and conditions');
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await page.waitForTimeout(1500);
  expect(pagePaths()).toHaveLength(4);
  await shot('analytics-revoked');

  // After a reload the stored "no" holds: no dialog, nothing loaded.
  analytics.reset();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(consent).toBeHidden();
  expect(analytics.requests).toEqual([]);
});

test('the dialog follows the interface language, and "Reject all" loads nothing', async ({
  page,
  analytics,
  shot,
}) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  const consent = page.getByRole('dialog', { name: 'Cookies on Hirelane' });
  await expect(consent.getByRole('heading', { name: 'Cookies on Hirelane' })).toBeVisible();

  // Switching the language while the dialog is open switches its texts too.
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('Norsk').click();
  const samtykke = page.getByRole('dialog', { name: 'Informasjonskapsler på Hirelane' });
  await expect(samtykke).toBeVisible();
  await expect(samtykke.getByRole('button', { name: 'Godta alle' })).toBeVisible();
  await expect(samtykke.getByRole('button', { name: 'Avvis alle' })).toBeVisible();
  await expect(samtykke.getByRole('button', { name: 'La meg velge' })).toBeVisible();
  await expect(samtykke.getByRole('link', { name: 'Personvernerklæring' })).toBeVisible();
  await settled(samtykke);
  await shot('consent-norwegian');

  await samtykke.getByRole('button', { name: 'Avvis alle' }).click();
  await expect(samtykke).toBeHidden();
  const cookie = await consentCookieOf(page.context());
  expect(recordOf(cookie?.value ?? '{}')).toMatchObject({ categories: ['necessary'], languageCode: 'no' });

  // The footer reopens the preferences, in Norwegian.
  await page
    .getByRole('navigation', { name: 'Juridisk informasjon' })
    .getByRole('button', { name: 'Informasjonskapsler' })
    .click();
  const preferences = page.getByRole('dialog', { name: 'Innstillinger for informasjonskapsler' });
  await expect(preferences).toBeVisible();
  await expect(
    preferences.getByRole('checkbox', { name: 'Statistikk over sidevisninger' }),
  ).not.toBeChecked();
  await settled(preferences);
  await shot('preferences-norwegian');
  await preferences.getByRole('button', { name: 'Lukk' }).click();
  await expect(preferences).toBeHidden();

  await openFromFooterNorwegian(page);
  await page.waitForTimeout(1000);
  expect(analytics.requests).toEqual([]);
});

const openFromFooterNorwegian = async (page: Page) => {
  await page
    .getByRole('navigation', { name: 'Juridisk informasjon' })
    .getByRole('link', { name: 'Personvernerklæring' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Personvernerklæring' })).toBeVisible();
};
