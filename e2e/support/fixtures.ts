import { test as base, type Page, type WorkerFixture } from '@playwright/test';
import { type RunningApp, startApp } from './app-server.ts';
import { consentCookie } from './consent-cookie.ts';
import { languageCookie } from './language-cookie.ts';
import { type SeededUser, type SeedOptions, seedUser } from './seed-user.ts';

type WorkerFixtures = { hirelane: RunningApp };
type TestFixtures = {
  shot: (name: string) => Promise<void>;
  /**
   * The text on the page's clipboard; asking for it lets the app read and write the clipboard, as a
   * user who allowed it.
   */
  clipboardText: () => Promise<string>;
  /**
   * 'answered': the browser starts with "necessary only" cookie consent; 'accepted': with "accept
   * all" (analytics too); 'ask': without an answer, so the dialog shows.
   */
  cookieConsent: 'answered' | 'accepted' | 'ask';
  /**
   * The interface language every browser context of the test starts with, stored as the app stores
   * a user's language: i18next's localStorage entry and the language cookie the server-rendered
   * pages read.
   */
  language: 'en' | 'no';
  /**
   * The guides `user` has already closed: all (the first-run path off, no hint), unless a test of
   * the path says otherwise ([]: a new user's path, on from its first step).
   */
  seenGuides: NonNullable<SeedOptions['seenGuides']>;
  /** A fresh, verified account of its own for the test (made through the API, not signed in). */
  user: SeededUser;
};

/** A full-page screenshot of any page (another context's too), attached to the running test. */
export const shotOf = async (target: Page, name: string) => {
  const info = base.info();
  const file = info.outputPath(`${name}.png`);
  await target.screenshot({ path: file, fullPage: true });
  await info.attach(name, { path: file, contentType: 'image/png' });
};

/** A worker fixture: the app started with `env`, one per worker, stopped after the worker's last test. */
export const appPerWorker = (
  env: Record<string, string> = {},
): [WorkerFixture<RunningApp, object>, { scope: 'worker' }] => [
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern.
  async ({}, use) => {
    const app = await startApp({ env });
    await use(app);
    await app.stop();
  },
  { scope: 'worker' },
];

/** Every journey gets the real app (one per worker) and a helper that keeps a screenshot of each page. */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  hirelane: appPerWorker(),
  baseURL: async ({ hirelane }, use) => {
    await use(hirelane.url);
  },
  cookieConsent: ['answered', { option: true }],
  language: ['en', { option: true }],
  // Every context of a test (also browser.newContext()) gets these options.
  storageState: async ({ baseURL, cookieConsent, language }, use) => {
    if (!baseURL) return use(undefined);
    const origin = new URL(baseURL).origin;
    await use({
      cookies: [
        ...(cookieConsent === 'ask'
          ? []
          : [consentCookie(baseURL, { analytics: cookieConsent === 'accepted' })]),
        languageCookie(baseURL, language),
      ],
      origins: [{ origin, localStorage: [{ name: 'i18nextLng', value: language }] }],
    });
  },
  seenGuides: ['all', { option: true }],
  user: async ({ hirelane, seenGuides }, use) => {
    await use(await seedUser(hirelane, uniqueEmail('user'), { seenGuides }));
  },
  clipboardText: async ({ context, baseURL, page }, use) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await use(() => page.evaluate(() => navigator.clipboard.readText()));
  },
  shot: async ({ page }, use) => {
    let index = 0;
    await use(async (name: string) => {
      index += 1;
      await shotOf(page, `${String(index).padStart(2, '0')}-${name}`);
    });
  },
});

export const expect = test.expect;

let counter = 0;
export const uniqueEmail = (label: string): string => {
  counter += 1;
  return `${label}.${Date.now()}.${counter}@example.test`;
};

export type { Page };
