import { test as base, type Page } from '@playwright/test';
import { type RunningApp, startApp } from './app-server.ts';
import { necessaryOnlyConsentCookie } from './consent-cookie.ts';

type WorkerFixtures = { hirelane: RunningApp };
type TestFixtures = {
  shot: (name: string) => Promise<void>;
  /** 'answered': the browser starts with "necessary only" cookie consent; 'ask': the dialog shows. */
  cookieConsent: 'answered' | 'ask';
};

/** Every journey gets the real app (one per worker) and a helper that keeps a screenshot of each page. */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  hirelane: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern.
    async ({}, use) => {
      const app = await startApp();
      await use(app);
      await app.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ hirelane }, use) => {
    await use(hirelane.url);
  },
  cookieConsent: ['answered', { option: true }],
  // Every context of a test (also browser.newContext()) gets these options.
  storageState: async ({ baseURL, cookieConsent }, use) => {
    const answered = cookieConsent === 'answered' && baseURL;
    await use(answered ? { cookies: [necessaryOnlyConsentCookie(baseURL)], origins: [] } : undefined);
  },
  shot: async ({ page }, use, testInfo) => {
    let index = 0;
    await use(async (name: string) => {
      index += 1;
      const file = testInfo.outputPath(`${String(index).padStart(2, '0')}-${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(name, { path: file, contentType: 'image/png' });
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
