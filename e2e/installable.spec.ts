import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/chromium.ts';
import { consentCookie } from './support/consent-cookie.ts';
import { expect, test } from './support/fixtures.ts';
import { languageCookie } from './support/language-cookie.ts';
import { serviceWorkerActive } from './support/service-worker.ts';
import { signIn } from './support/sign-in.ts';

// The installed app, checked by the browser itself: Chromium's own installability check and
// manifest parser (the DevTools protocol's Page.getInstallabilityErrors and Page.getAppManifest)
// on the signed-in start page of the built app, and what its service worker answers. Lighthouse's
// PWA audits (installable manifest, service worker, maskable icon, themed address bar, splash
// screen) ran the same check; the Lighthouse this project runs has none of them any more.

/**
 * A page in a browser profile of its own, as a person installs an app from: Chromium never offers
 * to install from an incognito window, which every test's own context is. It starts with the
 * visitor's language cookie (`language`) and an answered cookie dialog; removed after the test.
 */
const profileTest = test.extend<{ profilePage: Page }>({
  profilePage: async ({ hirelane, language }, use) => {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'hirelane-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: ['--headless', ...CHROMIUM_FLAGS],
      baseURL: hirelane.url,
    });
    await context.addCookies([consentCookie(hirelane.url), languageCookie(hirelane.url, language)]);
    await use(context.pages()[0] ?? (await context.newPage()));
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  },
});

/** The manifest as Chromium fetched and parsed it for the page, and why it would not install. */
const browserView = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest', {});
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  await cdp.detach();
  return { manifest, installabilityErrors };
};

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string };
type WrittenManifest = {
  name: string;
  short_name: string;
  display: string;
  lang: string;
  start_url: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
};
/** The manifest's text as Chromium fetched it (the protocol's parsed copy leaves some fields out). */
const writtenManifest = (data: string | undefined) => JSON.parse(data ?? '{}') as WrittenManifest;

/** A PNG's width and height, from its header (IHDR). */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

/** Opens the board signed in and reloads it once the service worker is active, so it controls the page. */
const openControlledBoard = async (page: Page, user: { email: string; password: string }) => {
  await signIn(page, user);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await serviceWorkerActive(page);
  const reload = await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return reload;
};

profileTest(
  'the signed-in start page is installable by Chromium’s own check, with a maskable icon',
  async ({ profilePage: page, user }) => {
    // The worker precaches the whole build before it is active: slow on a busy machine.
    test.setTimeout(120_000);
    const reload = await openControlledBoard(page, user);
    // The service worker controls the page and answered its navigation with the precached shell.
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')).toMatch(
      /\/sw\.js$/,
    );
    expect(reload?.fromServiceWorker()).toBe(true);

    const { manifest, installabilityErrors } = await browserView(page);
    expect(installabilityErrors).toEqual([]);
    expect(new URL(manifest.url).pathname).toBe('/manifest.webmanifest');
    expect(manifest.errors).toEqual([]);
    // The manifest as the browser fetched it (with the visitor's cookies) and as it parsed it.
    const written = writtenManifest(manifest.data);
    expect(written).toMatchObject({
      name: 'Hirelane — your job search',
      short_name: 'Hirelane',
      display: 'standalone',
      lang: 'en',
      start_url: '/',
    });
    expect(manifest.manifest.name).toBe(written.name);
    expect(new URL(manifest.manifest.startUrl ?? '').pathname).toBe('/');
    expect(written.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(written.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    // The page names the same theme colour for the address bar as the manifest does.
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', written.theme_color);

    // Icons of 192 and 512 px, one of them maskable, each as large as it says.
    const purposeOf = (icon: ManifestIcon) => (icon.purpose ?? 'any').split(/\s+/);
    const anyIcons = written.icons.filter((icon) => purposeOf(icon).includes('any'));
    const maskable = written.icons.filter((icon) => purposeOf(icon).includes('maskable'));
    expect(anyIcons.map((icon) => icon.sizes).sort()).toEqual(['192x192', '512x512']);
    expect(maskable.map((icon) => icon.sizes)).toEqual(['512x512']);
    // Chromium read every icon the manifest lists.
    expect(manifest.manifest.icons?.map((icon) => new URL(icon.url).pathname).sort()).toEqual(
      written.icons.map((icon) => icon.src).sort(),
    );
    for (const icon of written.icons) {
      const response = await page.request.get(icon.src);
      expect(response.headers()['content-type'], icon.src).toBe(icon.type);
      const { width, height } = pngSize(await response.body());
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  },
);

profileTest.describe('for a visitor who chose Norwegian in the app', () => {
  profileTest.use({ language: 'no' });

  // The language chosen in the app (its cookie), in a browser that asks for English.
  profileTest(
    'the manifest Chromium reads names the app in Norwegian',
    async ({ profilePage: page, user }) => {
      await signIn(page, user);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { manifest, installabilityErrors } = await browserView(page);
      expect(installabilityErrors).toEqual([]);
      expect(writtenManifest(manifest.data)).toMatchObject({
        name: 'Hirelane — jobbsøket ditt',
        short_name: 'Hirelane',
        lang: 'no',
      });
      expect(manifest.manifest.name).toBe('Hirelane — jobbsøket ditt');
    },
  );
});

test('the service worker leaves the server’s pages, files and API to the server and caches only the build', async ({
  page,
  context,
  user,
}) => {
  // The worker precaches the whole build first, then a dozen page loads.
  test.setTimeout(120_000);
  await openControlledBoard(page, user);
  // The board's data came from the server, not from the service worker.
  const board = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/jobs');
  await page.reload();
  expect((await board).fromServiceWorker()).toBe(false);

  // The server's files, feeds, manifest and API: the worker does not touch them.
  for (const path of ['/robots.txt', '/sitemap.xml', '/manifest.webmanifest', '/api/health']) {
    const response = await page.goto(path);
    expect(response?.fromServiceWorker(), `${path} answered by the service worker`).toBe(false);
  }
  await expect(page.getByText('"status"')).toBeVisible();
  // The pages the server draws pass through the worker (which has the offline page for them
  // should the network fail) as the server wrote them: never the app shell, never the offline page.
  const shell = await (await page.request.get('/index.html')).text();
  const fromServer = async (path: string) => {
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    expect(html, `${path} answered with the app shell`).not.toBe(shell);
    expect(html, `${path} answered with the offline page`).not.toContain('You are offline');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  };
  for (const path of [
    '/privacy-policy',
    '/terms-conditions',
    '/unsubscribe?token=not-ours',
    '/u/nobody-here',
    '/public-cv/not-a-link',
  ]) {
    await fromServer(path);
  }
  // The form pages, as a visitor who is not signed in opens them (the worker stays registered).
  await context.clearCookies();
  for (const path of ['/login', '/signup', '/forgot-password', '/endorsement/not-a-request']) {
    await fromServer(path);
  }
  // An address of the app itself is answered with the precached shell.
  const appPage = await page.goto('/letters');
  expect(appPage?.fromServiceWorker()).toBe(true);

  // Nothing but the build's precache is kept: no API answer, file or page.
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls: string[] = [];
    for (const name of names) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return { names, urls };
  });
  expect(cached.names.length).toBe(1);
  expect(cached.names[0]).toMatch(/^workbox-precache-v2-/);
  expect(cached.urls).toContain('/index.html');
  expect(
    cached.urls.filter(
      (path) => !/^\/(index\.html|offline\.html|favicon\.svg|assets\/|locales\/|icons\/)/.test(path),
    ),
  ).toEqual([]);
});
