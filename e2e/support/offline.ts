import { expect, type Locator, type Page } from '@playwright/test';
import { callApi } from './api.ts';
import type { RunningApp } from './app-server.ts';
import type { SeededUser } from './seed-user.ts';
import { serviceWorkerActive } from './service-worker.ts';
import { signIn } from './sign-in.ts';

/** The mark on what a change made offline has not reached the server for yet. */
export const WAITING = 'Waiting to sync';

/** The entry the app keeps its persisted queries in (idb-keyval's default database and store). */
export const storedQueries = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const opening = indexedDB.open('keyval-store');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve('');
          const reading = db.transaction('keyval').objectStore('keyval').get('hirelane-offline-queries');
          reading.onsuccess = () => resolve(typeof reading.result === 'string' ? reading.result : '');
          reading.onerror = () => reject(reading.error);
        };
      }),
  );

/** Waits until the persisted queries hold `text` (saved a second after they change; slower on a busy machine). */
export const expectStored = (page: Page, text: string) =>
  expect.poll(() => storedQueries(page), { timeout: 20_000 }).toContain(text);

/** Opens (or reloads) `path` and waits for its screen, headed `heading`. */
export const openAt = async (page: Page, path: string, heading: string) => {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
};

/** Signs in at `path` and waits for its screen, headed `heading`. */
export const signInAt = async (page: Page, user: SeededUser, path: string, heading: string) => {
  await signIn(page, user, path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
};

/**
 * Signs in at `path`, waits until the service worker is active and reloads, so the worker controls
 * the page (it does not claim the page it installed from): the app's code, the dialogs' too, is then
 * answered from its cache offline.
 */
export const signInControlled = async (page: Page, user: SeededUser, path: string, heading: string) => {
  await signInAt(page, user, path, heading);
  await serviceWorkerActive(page);
  await openAt(page, path, heading);
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
};

/**
 * Goes back online and waits until what the server keeps, read by `read`, is `expected` (the
 * changes kept offline are sent within 15 s), and no mark says a change still waits.
 */
export const syncedOnceOnline = async (page: Page, read: () => Promise<unknown>, expected: unknown) => {
  await page.context().setOffline(false);
  await expect.poll(read, { timeout: 15_000 }).toEqual(expected);
  await expect(page.getByText(WAITING)).toHaveCount(0);
};

/**
 * A CV entry just added offline: it says it waits, is kept with the CV (the persisted queries hold
 * `stored`), still waits after My CV reloads, and once back online the server keeps `expected`
 * (read by `read`) while the entry stays.
 */
export const keptOfflineThenSynced = async (
  page: Page,
  entry: Locator,
  stored: string,
  read: () => Promise<unknown>,
  expected: unknown,
) => {
  await expect(entry.getByText(WAITING)).toBeVisible();
  await expectStored(page, stored);
  await openAt(page, '/my-cv', 'My CV');
  await expect(entry.getByText(WAITING)).toBeVisible();
  await syncedOnceOnline(page, read, expected);
  await expect(entry).toBeVisible();
};

/** The entries of a CV list (`path`: `/cv/experience`…) as the server keeps them, each as `pick` reads it. */
export const savedEntries = async <Entry, Picked>(
  app: RunningApp,
  token: string,
  path: string,
  pick: (entry: Entry) => Picked,
) => ((await callApi(app, token, 'GET', path)) as unknown as Entry[]).map(pick);
