import { callApi, createJobViaApi } from './support/api.ts';
import type { RunningApp } from './support/app-server.ts';
import { seedCurrentJobAndSkills } from './support/cv-seed.ts';
import { expect, type Page, test } from './support/fixtures.ts';
import type { SeededUser } from './support/seed-user.ts';
import { signIn } from './support/sign-in.ts';
import { openAsVisitor } from './support/ui.ts';

const TITLE = 'Senior developer – Kari Nordmann';
const SHARE = 'Anyone with the link can read this letter';

/** A job on the board and a letter for it, as the template writes one, seeded through the API. */
const seedLetterForJob = async (app: RunningApp, user: SeededUser, extra: Record<string, unknown> = {}) => {
  const job = await createJobViaApi(app, user.accessToken, {
    position: 'Senior developer',
    company: 'Fjordkraft',
    contactName: 'Ola Hansen',
  });
  const letter = await callApi(app, user.accessToken, 'POST', '/jobs/application', {
    title: TITLE,
    company: 'Fjordkraft',
    contactName: 'Ola Hansen',
    jobId: job.jobId,
    body: 'Dear Ola Hansen,\n\nI would love to build Fjordkraft’s customer portal with you.\n\nKari',
    ...extra,
  });
  return String(letter.jobApplicationId);
};

/** The editor of a letter, signed in. */
const openLetter = async (page: Page, user: SeededUser, letterId: string) => {
  await signIn(page, user, `/letters/${letterId}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
};

const allSaved = (page: Page) => page.getByRole('status').filter({ hasText: 'All changes saved' });

test("a job's drawer starts a letter for that job, filled from the CV and the job", async ({
  page,
  hirelane,
  user,
  shot,
}) => {
  await seedCurrentJobAndSkills(
    hirelane,
    user.accessToken,
    { title: 'Frontend developer', company: 'Equinor', startDate: '2019-01' },
    ['React', 'TypeScript', 'Accessibility'],
  );
  const job = await createJobViaApi(hirelane, user.accessToken, {
    position: 'Senior developer',
    company: 'Fjordkraft',
    contactName: 'Ola Hansen',
  });

  await signIn(page, user, `/?job=${job.jobId}`);
  await page.getByRole('link', { name: 'Write application letter' }).click();
  const dialog = page.getByRole('dialog', { name: 'New application letter' });
  await expect(dialog.getByRole('combobox', { name: 'The job it is for' })).toHaveValue(
    'Senior developer · Fjordkraft',
  );
  await dialog.getByRole('radio', { name: /Short e-mail/ }).check();
  await shot('new-letter');
  await dialog.getByRole('button', { name: 'Write from template' }).click();

  await expect(page).toHaveURL(/\/letters\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  const body = page.getByRole('textbox', { name: 'Letter' });
  await expect(body).toHaveValue(/^Dear Ola Hansen,/);
  await expect(body).toHaveValue(/Frontend developer at Equinor/);
  await expect(body).toHaveValue(/React, TypeScript and Accessibility/);
  await expect(allSaved(page)).toBeVisible();
});

test('a letter from a template names the role from the job and quotes what its ad asks for', async ({
  page,
  hirelane,
  user,
}) => {
  await callApi(hirelane, user.accessToken, 'POST', '/cv/general/bulk-data', {
    experiences: [
      { title: 'Lead Product Designer', company: 'Equinor', startDate: '2020-01', isCurrent: true },
      { title: 'Designer', company: 'Acme', startDate: '2013-01', endDate: '2019-12' },
    ],
    professional: ['Figma', 'User research', 'Prototyping'],
    profile: { headline: 'Designer who turns research into products people love' },
  });
  const job = await createJobViaApi(hirelane, user.accessToken, {
    position: 'Senior Product Designer',
    company: 'Vipps',
    description:
      'We are looking for a Senior Product Designer.\nRequirements:\n- Strong skills in Figma and prototyping\n- Experience with user research',
  });

  await signIn(page, user, `/?job=${job.jobId}`);
  await page.getByRole('link', { name: 'Write application letter' }).click();
  const dialog = page.getByRole('dialog', { name: 'New application letter' });
  await dialog.getByRole('radio', { name: /Classic/ }).check();
  await dialog.getByRole('button', { name: 'Write from template' }).click();

  const body = page.getByRole('textbox', { name: 'Letter' });
  await expect(body).toHaveValue(/the position of Senior Product Designer at Vipps\./);
  await expect(body).toHaveValue(/Your ad asks for Figma, prototyping and user research\./);
  await expect(body).toHaveValue(/I have worked with all of them\./);
  await expect(body).not.toHaveValue(/turns research into products/);
  await expect(allSaved(page)).toBeVisible();
});

test('an edit saves by itself a moment later, and the word count follows', async ({
  page,
  hirelane,
  user,
}) => {
  const letterId = await seedLetterForJob(hirelane, user, { body: 'Dear Ola Hansen,' });
  await openLetter(page, user, letterId);
  const body = page.getByRole('textbox', { name: 'Letter' });
  await body.fill('Dear Ola Hansen,\n\nI would love to build Fjordkraft’s customer portal with you.\n\nKari');
  await expect(page.getByText('14 words')).toBeVisible();
  await expect(allSaved(page)).toBeVisible();
  await page.reload();
  await expect(body).toHaveValue(/customer portal/);
});

test('sharing gives a link to copy; a visitor reads the letter and the sender, nothing else', async ({
  page,
  browser,
  clipboardText,
  hirelane,
  user,
  shot,
}) => {
  const letterId = await seedLetterForJob(hirelane, user);
  await openLetter(page, user, letterId);

  await page.getByRole('switch', { name: SHARE }).check();
  const link = page.getByRole('textbox', { name: 'Public link' });
  await expect(link).toHaveValue(/\/public-job-application\/[A-Za-z0-9_-]{32,}$/);
  const publicUrl = await link.inputValue();
  await page.getByRole('button', { name: 'Copy link' }).click();
  expect(await clipboardText()).toBe(publicUrl);
  await shot('letter-shared');

  const visitor = await openAsVisitor(browser, publicUrl, TITLE);
  await expect(visitor.getByText('From Kari Nordmann · To Ola Hansen, Fjordkraft')).toBeVisible();
  await expect(visitor.getByText(/customer portal/)).toBeVisible();
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(visitor.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await visitor.context().close();
});

test('sharing turned off: the public link answers "not found" at once', async ({
  page,
  browser,
  hirelane,
  user,
}) => {
  const letterId = await seedLetterForJob(hirelane, user, { isPublic: true });
  await openLetter(page, user, letterId);
  const link = page.getByRole('textbox', { name: 'Public link' });
  const visitor = await openAsVisitor(browser, await link.inputValue(), TITLE);

  await page.getByRole('switch', { name: SHARE }).uncheck();
  await expect(link).toBeHidden();
  await expect(allSaved(page)).toBeVisible();
  await visitor.reload();
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'We could not find this letter' }),
  ).toBeVisible();
  await visitor.context().close();
});

test("the PDF downloads under the letter's title", async ({ page, hirelane, user }) => {
  const letterId = await seedLetterForJob(hirelane, user);
  await openLetter(page, user, letterId);
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe('Senior-developer-Kari-Nordmann.pdf');
});

test('the list shows a letter with its job; deleting it asks first', async ({ page, hirelane, user }) => {
  const letterId = await seedLetterForJob(hirelane, user);
  await openLetter(page, user, letterId);
  await page.getByRole('link', { name: 'All letters' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Application letters' })).toBeVisible();
  await expect(page.getByText('For Senior developer · Fjordkraft')).toBeVisible();
  await page.getByRole('link', { name: TITLE }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this letter?' })
    .getByRole('button', { name: 'Delete letter' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'No letters yet' })).toBeVisible();
});

test('an empty list invites the first letter, and the list pages ten at a time', async ({
  page,
  hirelane,
  user,
}) => {
  await signIn(page, user, '/letters');
  await expect(page.getByRole('heading', { level: 1, name: 'No letters yet' })).toBeVisible();
  for (let i = 1; i <= 12; i += 1)
    await callApi(hirelane, user.accessToken, 'POST', '/jobs/application', {
      title: `Letter ${i}`,
      body: 'Hello there',
    });
  await page.reload();
  await expect(page.getByText('12 letters')).toBeVisible();
  const cards = page.getByRole('listitem');
  await expect(cards).toHaveCount(10);
  await page.getByRole('button', { name: 'Load more letters' }).click();
  await expect(cards).toHaveCount(12);
  await expect(page.getByRole('button', { name: 'Load more letters' })).toBeHidden();
  await expect(cards.last()).toContainText('Letter 1');
});

test('a letter saved elsewhere meanwhile: the editor stops, keeps the text and lets the writer choose', async ({
  page,
  hirelane,
  user,
  shot,
}) => {
  const letter = await callApi(hirelane, user.accessToken, 'POST', '/jobs/application', {
    title: 'For Fjordkraft',
    body: 'First version',
  });
  const path = `/jobs/application/${String(letter.jobApplicationId)}`;
  const saveElsewhere = (body: string) =>
    callApi(hirelane, user.accessToken, 'PUT', path, { title: 'For Fjordkraft', body });

  await signIn(page, user, `/letters/${String(letter.jobApplicationId)}`);
  const body = page.getByRole('textbox', { name: 'Letter' });
  await expect(body).toHaveValue('First version');

  // Another device saves; this tab's next save is refused, and it says so instead of overwriting.
  await saveElsewhere('Written on the phone');
  await body.fill('Written in this tab');
  const conflict = page.getByRole('alert').filter({ hasText: 'This letter was saved somewhere else' });
  await expect(conflict).toBeVisible();
  await shot('letter-conflict');
  expect((await callApi(hirelane, user.accessToken, 'GET', path)).body).toBe('Written on the phone');

  // "Keep my text": saved over the version from the phone.
  await conflict.getByRole('button', { name: 'Keep my text' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  expect((await callApi(hirelane, user.accessToken, 'GET', path)).body).toBe('Written in this tab');

  // Again, and this time "Reload the saved letter", after confirming this tab's text goes.
  await saveElsewhere('Written on the laptop');
  await body.fill('Written in this tab, again');
  await conflict.getByRole('button', { name: 'Reload the saved letter' }).click();
  await page
    .getByRole('dialog', { name: 'Discard your text in this tab?' })
    .getByRole('button', { name: 'Discard my text and reload' })
    .click();
  await expect(body).toHaveValue('Written on the laptop');
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await expect(conflict).toBeHidden();
});
