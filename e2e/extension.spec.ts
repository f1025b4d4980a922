import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium } from '@playwright/test';
import { membersOnlyPage, type PageServer, startPageServer } from '../apps/server/test/page-server.ts';
import { createJobViaApi } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/chromium.ts';
import { appPerWorker, test as base, expect } from './support/fixtures.ts';
import type { SeededUser } from './support/seed-user.ts';
import { signIn } from './support/sign-in.ts';

type WorkerFixtures = { jobSite: PageServer };
type TestFixtures = { extensionBrowser: { context: BrowserContext; extensionId: string } };

const root = path.resolve(import.meta.dirname, '..');
const AD_PATH = '/jobs/senior-data-engineer';
/** This run's Hirelane names a Chrome Web Store listing, and no Firefox one. */
const CHROME_STORE = 'https://chromewebstore.google.com/detail/hirelane/e2e-listing';

// The extension, built for this run's Hirelane, loaded unpacked into Chromium (a persistent
// context: extensions need one). The job site serves its ad only to a signed-in member (a cookie
// in this browser), so Hirelane's server could never fetch it.
const test = base.extend<TestFixtures, WorkerFixtures>({
  hirelane: appPerWorker({ EXTENSION_CHROME_STORE_URL: CHROME_STORE }),
  jobSite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern.
    async ({}, use) => {
      const site = await startPageServer({
        [AD_PATH]: membersOnlyPage(
          fs.readFileSync(new URL('../apps/server/test/job-page-fixtures/en-dl.html', import.meta.url)),
        ),
      });
      await use(site);
      await site.close();
    },
    { scope: 'worker' },
  ],
  extensionBrowser: async ({ hirelane }, use) => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hirelane-extension-'));
    const extensionDir = path.join(work, 'extension');
    const build = spawnSync(
      process.execPath,
      ['apps/extension/build.mjs', '--origin', hirelane.url, '--out', extensionDir, '--no-zip'],
      { cwd: root, encoding: 'utf8' },
    );
    expect(build.status, build.stderr).toBe(0);
    const context = await chromium.launchPersistentContext(path.join(work, 'profile'), {
      executablePath: CHROMIUM_PATH,
      headless: true,
      baseURL: hirelane.url,
      locale: 'en-GB',
      args: [
        ...CHROMIUM_FLAGS,
        `--disable-extensions-except=${extensionDir}`,
        `--load-extension=${extensionDir}`,
      ],
    });
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const extensionId = new URL(worker.url()).host;
    await use({ context, extensionId });
    await context.close();
    fs.rmSync(work, { recursive: true, force: true });
  },
});

type TabsApi = { tabs: { query: (filter: { url: string }) => Promise<{ id?: number }[]> } };

/**
 * Opens the members-only ad in a tab of its own (this browser is a member) and answers its address
 * and the tab's id, asked of the extension's service worker, as the popup gets it from the toolbar.
 */
const openAd = async (context: BrowserContext, jobSite: PageServer) => {
  const adUrl = `http://localhost:${jobSite.port}${AD_PATH}`;
  await context.addCookies([{ name: 'member', value: '1', url: adUrl }]);
  const ad = await context.newPage();
  await ad.goto(adUrl);
  await expect(ad.getByText('Senior Data Engineer')).toBeVisible();
  const tabId = await context.serviceWorkers()[0]?.evaluate(async (url) => {
    const { chrome } = globalThis as unknown as { chrome: TabsApi };
    return (await chrome.tabs.query({ url }))[0]?.id;
  }, adUrl);
  expect(tabId).toEqual(expect.any(Number));
  return { adUrl, tabId };
};

/** The extension's popup, as its toolbar button opens it (for the tab `tabId`, when given). */
const openPopup = async (context: BrowserContext, extensionId: string, tabId?: number) => {
  const popup = await context.newPage();
  const forTab = tabId === undefined ? '' : `?tab=${tabId}`;
  await popup.goto(`chrome-extension://${extensionId}/popup.html${forTab}`);
  return popup;
};

/** Signs in on the app's connect page and connects the extension there; answers the app's tab. */
const connectInApp = async (context: BrowserContext, user: SeededUser) => {
  const app = context.pages()[0] ?? (await context.newPage());
  await signIn(app, user, '/extension/connect');
  await app.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(app.getByText(/^Connected\. You can close this tab/)).toBeVisible();
  return app;
};

test('the extension, connected through the app, saves the ad being read to the chosen lane', async ({
  extensionBrowser: { context, extensionId },
  jobSite,
  user,
}) => {
  const app = context.pages()[0] ?? (await context.newPage());
  await signIn(app, user);

  // Not connected yet: the popup offers to connect, which opens the app's connect page.
  const firstPopup = await openPopup(context, extensionId);
  const connectPageOpens = context.waitForEvent('page', (page) => page.url().includes('/extension/connect'));
  await firstPopup.getByRole('button', { name: 'Connect to Hirelane' }).click();
  const connectPage = await connectPageOpens;
  await expect(connectPage.getByText('The extension is installed in this browser.')).toBeVisible();
  await expectNoSeriousViolations(connectPage);
  await connectPage.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(connectPage.getByText(/^Connected\. You can close this tab/)).toBeVisible();
  await expect(connectPage.getByText('1 browser is connected to your account.')).toBeVisible();

  // A job ad only this browser can see.
  const { adUrl, tabId } = await openAd(context, jobSite);

  // The toolbar button's popup, for that tab: the form filled in from the page.
  const popup = await openPopup(context, extensionId, tabId);
  await expect(popup.getByLabel('Position')).toHaveValue('Senior Data Engineer');
  await expect(popup.getByLabel('Company')).toHaveValue('Northwind Analytics Ltd');
  await expect(popup.getByLabel('Location')).toHaveValue('Manchester, hybrid');
  await expect(popup.getByLabel('Application deadline')).toHaveValue('2027-01-30');
  await expect(popup.getByLabel('Salary')).toHaveValue('£65,000 – £75,000 a year');
  await expect(popup.getByLabel('Link to the ad')).toHaveValue(adUrl);
  await expect(popup.getByLabel('Position')).toBeFocused();
  await expectNoSeriousViolations(popup);

  // A required field left empty is said in words, at the field.
  await popup.getByLabel('Company').fill('');
  await popup.getByRole('button', { name: 'Save to my board' }).click();
  await expect(popup.getByText('Company is required')).toBeVisible();
  await expect(popup.getByLabel('Company')).toBeFocused();
  await popup.getByLabel('Company').fill('Northwind Analytics Ltd');

  await popup.getByLabel('Lane').selectOption({ label: 'Applied' });
  await popup.getByRole('button', { name: 'Save to my board' }).click();
  await expect(popup.getByText('Saved to your board in Applied.')).toBeVisible();

  // The card is on the board, in that lane.
  await app.goto('/');
  const applied = app.getByRole('region', { name: 'Applied', exact: true });
  await expect(applied.getByText('Senior Data Engineer')).toBeVisible();
});

test('a revoked extension says so and offers to connect again', async ({
  extensionBrowser: { context, extensionId },
  jobSite,
  user,
}) => {
  const app = await connectInApp(context, user);
  await app.getByRole('button', { name: 'Disconnect every browser' }).click();
  await expect(app.getByText('No browser is connected to your account.')).toBeVisible();

  const { tabId } = await openAd(context, jobSite);
  const popup = await openPopup(context, extensionId, tabId);
  await expect(popup.getByRole('alert')).toHaveText(
    'The extension is no longer connected to your account. Connect it again.',
  );
  await expect(popup.getByRole('button', { name: 'Connect to Hirelane' })).toBeVisible();
});

test('the popup says when the ad is already on the board, and still saves it', async ({
  extensionBrowser: { context, extensionId },
  jobSite,
  user,
  hirelane,
}) => {
  await connectInApp(context, user);

  const { adUrl, tabId } = await openAd(context, jobSite);
  const { jobId } = await createJobViaApi(hirelane, user.accessToken, {
    position: 'Senior Data Engineer',
    company: 'Northwind Analytics Ltd',
    postingUrl: adUrl,
  });
  const popup = await openPopup(context, extensionId, tabId);
  await expect(
    popup.getByText(
      'Already on your board: Senior Data Engineer in Saved. You can still save it again below.',
    ),
  ).toBeVisible();
  await expect(popup.getByRole('link', { name: 'Open it on your board' })).toHaveAttribute(
    'href',
    `${new URL(hirelane.url).origin}/?job=${jobId}`,
  );
  await expectNoSeriousViolations(popup);
  await popup.getByRole('button', { name: 'Save to my board' }).click();
  await expect(popup.getByText('Saved to your board in Saved.')).toBeVisible();
});

test('the empty board leads to the extension’s page, which links only the stores set up', async ({
  page,
  user,
}) => {
  await signIn(page, user);
  await page.getByRole('link', { name: 'Save them with the browser extension' }).click();
  await expect(page).toHaveURL(/\/extension$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Browser extension' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What it may do, and why' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Chrome Web Store/ })).toHaveAttribute('href', CHROME_STORE);
  await expect(page.getByRole('link', { name: 'Firefox Add-ons' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

test('the extension’s page downloads the packed build the server has', async ({ page, user }) => {
  await signIn(page, user, '/extension');
  const downloading = page.waitForEvent('download');
  // `npm run build` packs it; the page offers it only while the server has it.
  await page.getByRole('link', { name: 'Download the extension (.zip)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('hirelane-extension.zip');
  const bytes = fs.readFileSync(await download.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
});
