import { createJobViaApi } from './support/api.ts';
import { expect, type Page, test } from './support/fixtures.ts';
import { signIn, signOut } from './support/sign-in.ts';

const BARISTA = { position: 'Barista', company: 'Kaffebrenneriet', location: 'Bergen' };

/** The entry the app keeps its persisted queries in (idb-keyval's default database and store). */
const storedQueries = (page: Page) =>
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

/** Waits until the service worker has precached the app and is active for this origin. */
const serviceWorkerActive = (page: Page) =>
  expect
    .poll(
      () => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.active)),
      {
        timeout: 20_000,
      },
    )
    .toBe(true);

const details = (page: Page) => page.getByRole('dialog', { name: 'Job details' });

const openDetails = async (page: Page) => {
  await page.getByRole('button', { name: `${BARISTA.position} at ${BARISTA.company}` }).click();
  await expect(details(page).getByRole('heading', { name: BARISTA.position })).toBeVisible();
};

test('the board and a job seen before open offline after a reload', async ({
  page,
  context,
  hirelane,
  user,
}) => {
  const { jobId } = await createJobViaApi(hirelane, user.accessToken, BARISTA);
  await signIn(page, user);
  await expect(page.getByRole('heading', { name: 'Job board', level: 1 })).toBeVisible();
  await openDetails(page);
  await serviceWorkerActive(page);
  // The board and the job's details are kept (saved a second after they change).
  await expect.poll(() => storedQueries(page), { timeout: 10_000 }).toContain(`"detail","${jobId}"`);
  expect(await storedQueries(page)).toContain('"jobs","board"');

  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Job board', level: 1 })).toBeVisible();
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
  await signIn(page, user);
  await expect(page.getByRole('heading', { name: 'Job board', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add job' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add a job' });
  await drawer.getByLabel('Position').fill('Sommelier');
  await drawer.getByLabel('Company').fill('Vinmonopolet');
  await context.setOffline(true);
  await drawer.getByRole('button', { name: 'Save job' }).click();
  // The form says it (its alert), and so does a toast.
  await expect(drawer.getByText('You are offline: this needs a connection to Hirelane.')).toBeVisible();
});

test('signing out deletes the board kept for offline reading', async ({ page, hirelane, user }) => {
  await createJobViaApi(hirelane, user.accessToken, BARISTA);
  await signIn(page, user);
  await expect(page.getByRole('heading', { name: 'Job board', level: 1 })).toBeVisible();
  await expect.poll(() => storedQueries(page), { timeout: 10_000 }).toContain(BARISTA.company);

  await signOut(page);
  await expect.poll(() => storedQueries(page), { timeout: 10_000 }).not.toContain(BARISTA.company);
  expect(await storedQueries(page)).not.toContain('"jobs","board"');
});
