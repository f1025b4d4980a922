import type { Locator } from '@playwright/test';
import { callApi, createJobViaApi } from './support/api.ts';
import type { RunningApp } from './support/app-server.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, type Page, test } from './support/fixtures.ts';
import {
  expectStored,
  keptOfflineThenSynced,
  openAt,
  savedEntries,
  signInAt,
  signInControlled,
  storedQueries,
  syncedOnceOnline,
  WAITING,
} from './support/offline.ts';
import type { SeededUser } from './support/seed-user.ts';
import { serviceWorkerActive } from './support/service-worker.ts';
import { signOut } from './support/sign-in.ts';

const BARISTA = { position: 'Barista', company: 'Kaffebrenneriet', location: 'Bergen' };

const details = (page: Page) => page.getByRole('dialog', { name: 'Job details' });

const openDetails = async (page: Page, job: { position: string; company: string } = BARISTA) => {
  await page.getByRole('button', { name: `${job.position} at ${job.company}` }).click();
  await expect(details(page).getByRole('heading', { name: job.position })).toBeVisible();
};

/** A lane of the board, by its name ("Saved", "Applied"…). */
const lane = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** A job's card in `scope` (`has` takes a locator made from the page, matched inside each item). */
const card = (page: Page, scope: Page | Locator, job: { position: string; company: string }) =>
  scope
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `${job.position} at ${job.company}` }) });

/** Moves the job whose details are open to `to` with the drawer's lane choice, then closes it. */
const moveFromDetails = async (page: Page, to: string) => {
  const moveTo = details(page).getByRole('combobox', { name: 'Move to lane' });
  await moveTo.click();
  await page.getByRole('option', { name: to }).click();
  await expect(moveTo).toHaveValue(to);
  await page.keyboard.press('Escape');
  await expect(details(page)).toBeHidden();
};

/** Opens (or reloads) the board and waits for it. */
const showBoard = (page: Page) => openAt(page, '/', 'Job board');

/**
 * Seeds the barista job, opens its details on the board once online and waits until the service
 * worker runs and the details are kept for offline reading (saved a second after they change).
 */
const keepBaristaForOffline = async (page: Page, app: RunningApp, user: SeededUser) => {
  const { jobId } = await createJobViaApi(app, user.accessToken, BARISTA);
  await signInAt(page, user, '/', 'Job board');
  await openDetails(page);
  await serviceWorkerActive(page);
  await expectStored(page, `"detail","${jobId}"`);
  return jobId;
};

test('the board and a job seen before open offline after a reload', async ({
  page,
  context,
  hirelane,
  user,
}) => {
  await keepBaristaForOffline(page, hirelane, user);
  // The board is kept with the job's details.
  expect(await storedQueries(page)).toContain('"jobs","board"');

  await context.setOffline(true);
  await showBoard(page);
  await expect(
    page.getByRole('status').filter({ hasText: /^Offline — showing what you last saw \(/ }),
  ).toBeVisible();
  await openDetails(page);
  await expect(details(page).getByText(BARISTA.location)).toBeVisible();
  // Nothing of the session is kept beside the answers.
  expect(await storedQueries(page)).not.toMatch(/accessToken|refreshToken|idToken/);

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: /^Offline/ })).toBeHidden();
});

test('an action that needs the server says so offline instead of failing', async ({
  page,
  context,
  user,
}) => {
  await signInAt(page, user, '/my-cv', 'My CV');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Download as JSON Resume' }).click();
  // The toast says it: the file is made by the server.
  await expect(page.getByText('You are offline: this needs a connection to Hirelane.')).toBeVisible();
});

test('a move and a note made offline are kept over a reload and sent when back online', async ({
  page,
  context,
  hirelane,
  user,
}) => {
  const jobId = await keepBaristaForOffline(page, hirelane, user);

  await context.setOffline(true);
  await showBoard(page);
  await openDetails(page);
  await expect(details(page).getByText(BARISTA.location)).toBeVisible();
  await moveFromDetails(page, 'Applied');
  const barista = card(page, lane(page, 'Applied'), BARISTA);
  await expect(barista.getByText(WAITING)).toBeVisible();

  await openDetails(page);
  await details(page).getByRole('button', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Edit job' });
  const note = 'Ask Ida about the morning shifts.';
  await form.getByLabel('Notes').fill(note);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByText('Barista is kept on this device and will be sent when you are back online'),
  ).toBeVisible();
  await expect(form).toBeHidden();
  // Both changes are kept with the board (saved a second after they are made).
  await expectStored(page, note);
  expect(await storedQueries(page)).toContain('"mutationKey":["jobs","move"]');

  await showBoard(page);
  await expect(barista.getByText(WAITING)).toBeVisible();
  await openDetails(page);
  await expect(details(page).getByText(note)).toBeVisible();
  await expect(details(page).getByText(WAITING)).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await storedQueries(page)).not.toMatch(/accessToken|refreshToken|idToken/);

  await syncedOnceOnline(
    page,
    async () => {
      const job = await callApi(hirelane, user.accessToken, 'GET', `/jobs/${jobId}`);
      return { status: job.status, notes: job.notes };
    },
    { status: 'applied', notes: note },
  );
  await expect(barista).toBeVisible();
});

test('a change the server refuses once sent is named, and the others land', async ({
  page,
  context,
  hirelane,
  user,
}) => {
  const baker = { position: 'Baker', company: 'Godt Brød', location: 'Oslo' };
  const { jobId: baristaId } = await createJobViaApi(hirelane, user.accessToken, BARISTA);
  const { jobId: bakerId } = await createJobViaApi(hirelane, user.accessToken, baker);
  await signInAt(page, user, '/', 'Job board');
  // The drawers' code is kept by the service worker for offline use.
  await serviceWorkerActive(page);

  await context.setOffline(true);
  await openDetails(page);
  await moveFromDetails(page, 'Applied');
  await openDetails(page, baker);
  await moveFromDetails(page, 'Interviewed');
  await expect(card(page, lane(page, 'Interviewed'), baker).getByText(WAITING)).toBeVisible();
  // Meanwhile the barista job is deleted on another device.
  await callApi(hirelane, user.accessToken, 'DELETE', `/jobs/${baristaId}`);

  await context.setOffline(false);
  await expect(
    page.getByText('Could not move “Barista at Kaffebrenneriet”: the job was deleted on another device.'),
  ).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(async () => (await callApi(hirelane, user.accessToken, 'GET', `/jobs/${bakerId}`)).status, {
      timeout: 15_000,
    })
    .toBe('interviewed');
  await expect(card(page, lane(page, 'Interviewed'), baker)).toBeVisible();
  await expect(card(page, page, BARISTA)).toHaveCount(0);
  await expect(page.getByText(WAITING)).toHaveCount(0);
});

test('signing out deletes the board kept for offline reading and the changes waiting', async ({
  page,
  context,
  hirelane,
  user,
}) => {
  const { jobId } = await createJobViaApi(hirelane, user.accessToken, BARISTA);
  // Opened again once the worker is active, the page is the worker's to answer (as every visit
  // after the first is).
  await signInControlled(page, user, '/', 'Job board');
  await expectStored(page, BARISTA.company);

  // A change made offline waits in the store…
  await context.setOffline(true);
  await openDetails(page);
  await moveFromDetails(page, 'Applied');
  await expectStored(page, '"mutationKey":["jobs","move"]');

  const refreshCookie = (await context.cookies()).find((cookie) => cookie.name === 'hl_refresh')?.value;
  expect(refreshCookie).toBeTruthy();
  // …and a sign-out (offline: this browser forgets the session) deletes it with the board, before
  // it was ever sent. The sign-in page it goes to is the server's, out of reach offline: the
  // service worker says so in both languages, instead of the browser's error.
  await signOut(page);
  await expect(page.getByRole('heading', { name: 'You are offline', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Du er frakoblet', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open your board' })).toHaveAttribute('href', '/');
  await expectNoSeriousViolations(page);
  await context.setOffline(false);
  // "Try again" reloads the address, which the server now answers.
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back', level: 1 })).toBeVisible();
  // Back online, the app ends on the server the session it could not end offline: the next person
  // at this browser lands on the sign-in page, and the refresh cookie left behind opens nothing.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome back', level: 1 })).toBeVisible();
  await expect.poll(() => storedQueries(page), { timeout: 20_000 }).not.toContain(BARISTA.company);
  const stored = await storedQueries(page);
  expect(stored).not.toContain('"jobs","board"');
  expect(stored).not.toContain('"jobs","move"');
  const refresh = await fetch(`${hirelane.url}/api/auth/refresh-token`, {
    method: 'POST',
    headers: { Origin: hirelane.url, Cookie: `hl_refresh=${refreshCookie}` },
  });
  expect(refresh.status).toBe(401);
  expect((await callApi(hirelane, user.accessToken, 'GET', `/jobs/${jobId}`)).status).toBe('saved');
});

test('an experience added offline is kept over a reload, waits, and is sent when back online', async ({
  page,
  context,
  hirelane,
  user,
}) => {
  await signInAt(page, user, '/my-cv', 'My CV');
  await serviceWorkerActive(page);
  await expectStored(page, '"cv","experience"');
  const experience = page.getByRole('main').getByRole('region', { name: 'Experience', exact: true }).first();

  await context.setOffline(true);
  await experience.getByRole('button', { name: 'Add your first job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add experience' });
  await dialog.getByLabel('Job title').fill(BARISTA.position);
  await dialog.getByLabel('Company').fill(BARISTA.company);
  const start = dialog.getByRole('group', { name: 'Start', exact: true });
  await start.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'March' });
  await start.getByRole('combobox', { name: 'Year' }).selectOption('2021');
  await dialog.getByLabel('I work here now').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const entry = experience.getByRole('listitem').filter({ hasText: BARISTA.position });
  await keptOfflineThenSynced(
    page,
    entry,
    '"mutationKey":["cv","experience","save"]',
    () =>
      savedEntries(hirelane, user.accessToken, '/cv/experience', (saved: { title: string }) => saved.title),
    [BARISTA.position],
  );
});
