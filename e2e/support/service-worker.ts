import { expect, type Page } from '@playwright/test';

/** Waits until the service worker has installed (precached the app) and is active for the origin. */
export const serviceWorkerActive = (page: Page) =>
  expect
    .poll(
      () => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.active)),
      { timeout: 20_000 },
    )
    .toBe(true);
