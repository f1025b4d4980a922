import fs from 'node:fs';
import * as pages from '../apps/server/test/job-pages.ts';
import {
  htmlPage,
  membersOnlyPage,
  type PageServer,
  startPageServer,
} from '../apps/server/test/page-server.ts';
import { createJobViaApi, moveJobViaApi } from './support/api.ts';
import type { RunningApp } from './support/app-server.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { appPerWorker, test as base, expect, type Page } from './support/fixtures.ts';
import type { SeededUser } from './support/seed-user.ts';
import { signIn, submitSignIn } from './support/sign-in.ts';

type WorkerFixtures = { jobSite: PageServer; hirelane: RunningApp };

// Save a job from its URL: the app runs with FETCH_ALLOW_PRIVATE=1 (tests only) so it
// may read job ads from a loopback "job site" serving JSON-LD pages.
const test = base.extend<object, WorkerFixtures>({
  jobSite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern.
    async ({}, use) => {
      const site = await startPageServer({
        '/jobs/frontend': htmlPage(pages.plainObject),
        '/jobs/sykepleier': (_request, response) => {
          response.writeHead(200, { 'content-type': 'text/html' });
          response.end(Buffer.from(pages.norwegianBoard, 'latin1'));
        },
        '/jobs/ad.pdf': htmlPage('%PDF-1.7', 'application/pdf'),
        '/jobs/members-only': membersOnlyPage(
          fs.readFileSync(new URL('../apps/server/test/job-page-fixtures/en-dl.html', import.meta.url)),
        ),
      });
      await use(site);
      await site.close();
    },
    { scope: 'worker' },
  ],
  hirelane: appPerWorker({ FETCH_ALLOW_PRIVATE: '1' }),
});

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Add a job' });
const linkDialog = (page: Page) => page.getByRole('dialog', { name: 'Add a job from its ad' });
const savedLane = (page: Page) => page.getByRole('region', { name: 'Saved', exact: true });

/** Saves the job the drawer holds; it shows in the board's Saved lane. */
const saveToSaved = async (page: Page, position: string) => {
  await drawer(page).getByRole('button', { name: 'Save job' }).click();
  await expect(savedLane(page).getByText(position)).toBeVisible();
};

/** Signs in and takes the bookmarklet's code from the link dialog, where it is offered to drag. */
const bookmarkletCode = async (page: Page, user: SeededUser) => {
  await signIn(page, user, '/?addFromLink=');
  return linkDialog(page).getByRole('link', { name: 'Add to Hirelane' }).getAttribute('href');
};

/**
 * What the browser does with a bookmarklet: runs its code on the page being looked at. Answers the
 * Hirelane tab it opens.
 */
const runBookmarklet = async (page: Page, code: string | null): Promise<Page> => {
  const opened = page.context().waitForEvent('page');
  await page.evaluate(
    (script) => new Function(script)(),
    decodeURIComponent((code ?? '').slice('javascript:'.length)),
  );
  return opened;
};

/** The drawer shows what the Fjord Software ad says; saving puts the job on the board. */
const checkAndSaveFrontendJob = async (page: Page, adUrl: string) => {
  const form = drawer(page);
  await expect(form.getByText('Filled in from the job ad. Check every field before you save.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Position' })).toHaveValue('Frontend developer');
  await expect(form.getByRole('textbox', { name: 'Company' })).toHaveValue('Fjord Software AS');
  await expect(form.getByRole('textbox', { name: 'Location' })).toHaveValue('Oslo');
  await expect(form.getByRole('textbox', { name: 'Link to the ad' })).toHaveValue(adUrl);
  await expect(form.getByRole('textbox', { name: 'From', exact: true })).toHaveValue(/650/);
  await expect(form.getByRole('textbox', { name: 'To', exact: true })).toHaveValue(/750/);
  await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue(
    'We build tools for fishermen.\n\nYou know React & TypeScript.',
  );
  await form.getByRole('button', { name: 'Save job' }).click();
  await expect(drawer(page)).toBeHidden();
  await expect(savedLane(page).getByText('Frontend developer')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
};

/** The bookmarklet's address (/?addFromLink=…) has opened the create drawer from the ad: check it and save. */
const saveFromBookmarkletDrawer = async (page: Page, adUrl: string) => {
  await expect(drawer(page)).toBeVisible();
  await expect(page).toHaveURL(/drawer=create&fromLink=/);
  await checkAndSaveFrontendJob(page, adUrl);
};

test('add from link: paste the ad’s address, check the filled-in drawer, save, see the card', async ({
  page,
  user,
  jobSite,
  shot,
}) => {
  const adUrl = `${jobSite.origin}/jobs/frontend`;
  await signIn(page, user);
  await page.getByRole('button', { name: 'Add from link' }).click();
  const dialog = linkDialog(page);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/addFromLink=/);
  await expect(dialog.getByRole('link', { name: 'Add to Hirelane' })).toHaveAttribute('href', /^javascript:/);
  await expectNoSeriousViolations(page, '[role="dialog"]');

  // A link that is no web page: the server's reason, in the form.
  await dialog.getByRole('textbox', { name: 'Link to the job ad' }).fill(`${jobSite.origin}/jobs/ad.pdf`);
  await dialog.getByRole('button', { name: 'Read the ad' }).click();
  await expect(
    dialog.getByText('This link is not a web page (it is application/pdf).', { exact: false }),
  ).toBeVisible();
  await shot('link-refused');

  await dialog.getByRole('textbox', { name: 'Link to the job ad' }).fill(adUrl);
  await dialog.getByRole('button', { name: 'Read the ad' }).click();
  await expect(drawer(page)).toBeVisible();
  await expect(linkDialog(page)).toBeHidden();
  await shot('drawer-filled');
  await expectNoSeriousViolations(page, '[role="dialog"]');
  await checkAndSaveFrontendJob(page, adUrl);
  await shot('card-on-board');
});

test('the bookmarklet’s address (/?addFromLink=…) opens the drawer filled in at once', async ({
  page,
  user,
  jobSite,
}) => {
  const adUrl = `${jobSite.origin}/jobs/frontend`;
  await signIn(page, user, `/?addFromLink=${encodeURIComponent(adUrl)}`);
  await saveFromBookmarkletDrawer(page, adUrl);
});

test('a signed-out bookmarklet user signs in and lands on the filled-in drawer', async ({
  page,
  user,
  jobSite,
}) => {
  const adUrl = `${jobSite.origin}/jobs/frontend`;
  await page.goto(`/?addFromLink=${encodeURIComponent(adUrl)}`);
  await expect(page).toHaveURL(/\/login$/);
  await submitSignIn(page, user.email, user.password);
  await saveFromBookmarkletDrawer(page, adUrl);
});

test('the bookmarklet itself, clicked on a Norwegian job ad, opens Hirelane with the ad read', async ({
  page,
  user,
  jobSite,
}) => {
  const code = await bookmarkletCode(page, user);
  expect(code).toMatch(/^javascript:/);
  await page.goto(`${jobSite.origin}/jobs/sykepleier`);
  const hirelane = await runBookmarklet(page, code);
  const form = drawer(hirelane);
  // The new tab starts the app cold and then reads the page it was sent: slow on a busy machine.
  await expect(form.getByRole('textbox', { name: 'Position' })).toHaveValue('Sykepleier, sengepost', {
    timeout: 30_000,
  });
  await expect(form.getByRole('textbox', { name: 'Company' })).toHaveValue('Oslo universitetssykehus HF');
  await expect(form.getByRole('textbox', { name: 'Where you found it' })).toHaveValue('FINN.no');
  await expect(form.getByRole('textbox', { name: 'Link to the ad' })).toHaveValue(
    `${jobSite.origin}/jobs/sykepleier`,
  );
  await saveToSaved(hirelane, 'Sykepleier, sengepost');
});

test('the bookmarklet sends the page the browser shows, one the server could not fetch', async ({
  page,
  context,
  user,
  jobSite,
}) => {
  const code = await bookmarkletCode(page, user);
  const adUrl = `${jobSite.origin}/jobs/members-only`;
  await context.addCookies([{ name: 'member', value: '1', url: jobSite.origin }]);
  await page.goto(adUrl);
  const hirelane = await runBookmarklet(page, code);
  const form = drawer(hirelane);
  await expect(
    form.getByText('Filled in from the facts the page lists. Check every field before you save.'),
  ).toBeVisible({ timeout: 30_000 });
  await expect(form.getByRole('textbox', { name: 'Position' })).toHaveValue('Senior Data Engineer');
  await expect(form.getByRole('textbox', { name: 'Company' })).toHaveValue('Northwind Analytics Ltd');
  await expect(form.getByRole('textbox', { name: 'Location' })).toHaveValue('Manchester, hybrid');
  await expect(form.getByRole('textbox', { name: 'Link to the ad' })).toHaveValue(adUrl);
  // Only the browser asked the job site for the page.
  expect(jobSite.hits.filter((hit) => hit.includes('/jobs/members-only'))).toHaveLength(1);
  await saveToSaved(hirelane, 'Senior Data Engineer');
});

test('an ad that cannot be read is added by hand, its link filled in', async ({ page, user, jobSite }) => {
  const pdfUrl = `${jobSite.origin}/jobs/ad.pdf`;
  await signIn(page, user, '/?addFromLink=');
  const dialog = linkDialog(page);
  const link = dialog.getByRole('textbox', { name: 'Link to the job ad' });
  await link.fill(pdfUrl);
  await dialog.getByRole('button', { name: 'Read the ad' }).click();
  const reason = dialog.getByText('This link is not a web page', { exact: false });
  await expect(reason).toBeVisible();
  // Another link: the last one's reason goes.
  await link.fill(`${pdfUrl}?v=2`);
  await expect(reason).toBeHidden();
  await dialog.getByRole('button', { name: 'Read the ad' }).click();
  await dialog.getByRole('button', { name: 'Add by hand' }).click();
  const form = drawer(page);
  await expect(form.getByText('The ad could not be read.', { exact: false })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Link to the ad' })).toHaveValue(`${pdfUrl}?v=2`);
  await form.getByRole('textbox', { name: 'Position' }).fill('Illustrator');
  await form.getByRole('textbox', { name: 'Company' }).fill('Studio Nord');
  await saveToSaved(page, 'Illustrator');
});

test('an ad already on the board is named, with its lane, and opens there', async ({
  page,
  user,
  jobSite,
  hirelane,
}) => {
  const adUrl = `${jobSite.origin}/jobs/frontend`;
  const { jobId } = await createJobViaApi(hirelane, user.accessToken, {
    position: 'Frontend developer',
    company: 'Fjord Software AS',
    postingUrl: `${adUrl}/`,
  });
  await moveJobViaApi(hirelane, user.accessToken, jobId, 'applied');
  await signIn(page, user, `/?addFromLink=${encodeURIComponent(adUrl)}`);
  const dialog = linkDialog(page);
  await expect(dialog.getByText('Already on your board: Frontend developer in Applied')).toBeVisible();
  await expectNoSeriousViolations(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Open it' }).click();
  await expect(linkDialog(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`job=${jobId}`));
  const details = page.getByRole('dialog', { name: 'Job details' });
  await expect(details.getByRole('heading', { name: 'Frontend developer' })).toBeVisible();
});

test('an ad already on the board can still be saved again', async ({ page, user, jobSite, hirelane }) => {
  const adUrl = `${jobSite.origin}/jobs/frontend`;
  await createJobViaApi(hirelane, user.accessToken, {
    position: 'Frontend developer',
    company: 'Fjord Software AS',
    postingUrl: adUrl,
  });
  await signIn(page, user, `/?addFromLink=${encodeURIComponent(adUrl)}`);
  await linkDialog(page).getByRole('button', { name: 'Save anyway' }).click();
  const form = drawer(page);
  await expect(form.getByRole('textbox', { name: 'Position' })).toHaveValue('Frontend developer');
  await expect(form.getByRole('textbox', { name: 'Link to the ad' })).toHaveValue(adUrl);
  await form.getByRole('button', { name: 'Save job' }).click();
  await expect(savedLane(page).getByText('Frontend developer')).toHaveCount(2);
});

test.describe('on a phone, in Norwegian', () => {
  test.use({ language: 'no', viewport: { width: 390, height: 844 } });

  test('the dialog fills the screen and says what went wrong in Norwegian', async ({
    page,
    user,
    jobSite,
  }) => {
    await signIn(page, user, '/?addFromLink=');
    const dialog = page.getByRole('dialog', { name: 'Legg til en jobb fra annonsen' });
    await expect(dialog).toBeVisible();
    await dialog
      .getByRole('textbox', { name: 'Lenke til stillingsannonsen' })
      .fill(`${jobSite.origin}/jobs/ad.pdf`);
    await dialog.getByRole('button', { name: 'Les annonsen' }).click();
    await expect(
      dialog.getByText('Denne lenken er ikke en nettside. Lim inn lenken til siden med stillingsannonsen.'),
    ).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(380);
  });
});
