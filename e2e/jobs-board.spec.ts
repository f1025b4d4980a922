import { expect, type Page, test, uniqueEmail } from './support/fixtures.ts';
import { createJobViaApi, seedUser } from './support/seed-user.ts';

// A tiny but real PDF: the server judges uploads by their bytes.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

const lane = (page: Page, name: string) => page.locator(`section[data-lane="${name}"]`);
const card = (page: Page, text: string) => page.locator('[data-job-card]', { hasText: text });

/** The 15th of next month as the calendar names it ("15 December 2026"). */
const fifteenthOfNextMonth = () => {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth() + 1, 15);
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
};

test('job board: create with attachment → pin → drag (mouse and keyboard) → interview → search → edit → delete → reload', async ({
  page,
  hirelane,
  shot,
}, testInfo) => {
  test.setTimeout(120_000);
  const user = await seedUser(hirelane, uniqueEmail('board'));
  await createJobViaApi(hirelane, user.accessToken, { position: 'Barista', company: 'Kaffebrenneriet' });

  await page.goto('/login');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Job board', level: 1 })).toBeVisible();
  await expect(card(page, 'Barista')).toBeVisible();
  // One guide at a time: the board's hint waits for the first-run tour to be closed.
  await expect(page.getByRole('region', { name: 'How your board works' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Skip the tour' }).click();
  await expect(page.getByRole('region', { name: 'How your board works' })).toBeVisible();
  await shot('board-with-guide');

  // The first-visit hint goes away for good.
  await page.getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByRole('region', { name: 'How your board works' })).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('hideJobGuide'))).toBe('true');

  // Create, with the ad attached.
  await page.getByRole('button', { name: 'Add job' }).click();
  const createDrawer = page.getByRole('dialog', { name: 'Add a job' });
  await expect(createDrawer).toBeVisible();
  await expect(page).toHaveURL(/drawer=create/);
  await createDrawer.getByRole('button', { name: 'Save job' }).click();
  await expect(createDrawer.getByText('Enter the position.')).toBeVisible();
  await shot('create-validation');
  await createDrawer.getByLabel('Position').fill('Product designer');
  await createDrawer.getByLabel('Company').fill('Nordlys Energi');
  await createDrawer.getByLabel('Location').fill('Oslo');
  await createDrawer.locator('input[type="file"]').setInputFiles({
    name: 'ad.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(createDrawer.getByText('ad.pdf')).toBeVisible();
  await createDrawer.getByText('ad.pdf').scrollIntoViewIfNeeded();
  await shot('create-filled');
  await createDrawer.getByRole('button', { name: 'Save job' }).click();
  await expect(page.getByText('Product designer is on your board')).toBeVisible();
  await expect(createDrawer).toBeHidden();
  const designer = card(page, 'Product designer');
  await expect(lane(page, 'saved').locator('[data-job-card]', { hasText: 'Product designer' })).toBeVisible();
  await expect(designer.getByTitle('Attachment: ad.pdf')).toBeAttached();
  await shot('created');

  // Pin it from the card's menu.
  await page.getByRole('button', { name: 'More actions for Product designer' }).click();
  await page.getByRole('menuitem', { name: 'Pin to the top' }).click();
  await expect(page.getByText('Product designer pinned')).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Pinned jobs in Saved' })
      .locator('[data-job-card]', { hasText: 'Product designer' }),
  ).toBeVisible();
  await shot('pinned');

  // Drag it to Applied with the mouse: a pinned job lands in Applied's pinned list.
  const from = await designer.boundingBox();
  if (!from) throw new Error('the card has no box');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height - 8);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height - 4, { steps: 4 });
  const appliedPinned = page.getByRole('list', { name: 'Pinned jobs in Applied' });
  await expect(appliedPinned).toBeVisible();
  const to = await appliedPinned.boundingBox();
  if (!to) throw new Error('the pinned list has no box');
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
  // Not `shot`: a full-page screenshot resizes the page, and a resize cancels a drag.
  await page.screenshot({ path: testInfo.outputPath('dragging.png') });
  await page.mouse.up();
  await expect(appliedPinned.locator('[data-job-card]', { hasText: 'Product designer' })).toBeVisible();
  await expect(lane(page, 'saved').locator('[data-job-card]', { hasText: 'Product designer' })).toHaveCount(
    0,
  );

  // Move the other one with the keyboard: space to lift, arrow to the next lane, space to drop.
  const baristaHandle = page.getByRole('button', { name: 'Move Barista', pressed: false });
  await baristaHandle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Picked up Barista from Saved, place 1 of 1.')).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(lane(page, 'applied').locator('[data-job-card]', { hasText: 'Barista' })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(
    page.getByRole('list', { name: 'Jobs in Applied' }).locator('[data-job-card]', { hasText: 'Barista' }),
  ).toBeVisible();
  await expect(lane(page, 'saved').locator('[data-job-card]')).toHaveCount(0);
  await expect(lane(page, 'applied').getByLabel('2 jobs')).toBeVisible();
  await shot('moved-to-applied');

  // Next interview, from the job's details.
  await page.getByRole('button', { name: 'Product designer at Nordlys Energi' }).click();
  const details = page.getByRole('dialog', { name: 'Job details' });
  await expect(details.getByRole('heading', { name: 'Product designer' })).toBeVisible();
  await expect(page).toHaveURL(/job=/);
  await details.getByLabel('Next interview').click();
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: fifteenthOfNextMonth() }).click();
  await page.getByRole('button', { name: 'Use this time' }).click();
  await expect(page.getByText('Interview date saved')).toBeVisible();
  await expect(details.getByText(/^Interview on .*10:00/)).toBeVisible();
  // The attachment downloads with the bearer token.
  const download = page.waitForEvent('download');
  await details.getByRole('button', { name: /Download ad\.pdf/ }).click();
  expect((await download).suggestedFilename()).toBe('ad.pdf');
  await shot('details-with-interview');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(designer.getByText(/^Interview in/)).toBeVisible();

  // Search narrows the board; clearing brings everything back.
  const search = page.getByRole('searchbox', { name: 'Search jobs' });
  await search.fill('nordlys');
  await expect(card(page, 'Barista')).toHaveCount(0);
  await expect(designer).toBeVisible();
  await expect(page.getByText('1 job matches “nordlys”')).toBeVisible();
  await expect(page).toHaveURL(/q=nordlys/);
  await shot('search');
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(card(page, 'Barista')).toBeVisible();

  // Edit.
  await page.getByRole('button', { name: 'More actions for Product designer' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const editDrawer = page.getByRole('dialog', { name: 'Edit job' });
  await expect(editDrawer.getByLabel('Position')).toHaveValue('Product designer');
  await expect(editDrawer.getByText(/Current file: ad\.pdf/)).toBeVisible();
  await editDrawer.getByLabel('Location').fill('Bergen');
  await editDrawer.getByLabel('Notes').fill('Call Ida on Monday about the portfolio.');
  await shot('edit');
  await editDrawer.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes to Product designer saved')).toBeVisible();
  await expect(designer.getByText('Bergen')).toBeVisible();

  // Delete, after confirming.
  await page.getByRole('button', { name: 'More actions for Barista' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this job?' });
  await expect(confirm.getByText('Barista at Kaffebrenneriet will be deleted for good.')).toBeVisible();
  await shot('delete-confirm');
  await confirm.getByRole('button', { name: 'Delete job' }).click();
  await expect(page.getByText('Barista was deleted')).toBeVisible();
  await expect(card(page, 'Barista')).toHaveCount(0);

  // A reload shows the board as it was left.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Job board', level: 1 })).toBeVisible();
  const applied = page.getByRole('list', { name: 'Pinned jobs in Applied' });
  await expect(applied.locator('[data-job-card]', { hasText: 'Product designer' })).toBeVisible();
  await expect(designer.getByText('Bergen')).toBeVisible();
  await expect(designer.getByText(/^Interview in/)).toBeVisible();
  await expect(designer.getByTitle('Attachment: ad.pdf')).toBeAttached();
  await expect(card(page, 'Barista')).toHaveCount(0);
  await expect(page.locator('[data-job-card]')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'How your board works' })).toHaveCount(0);
  await shot('after-reload');
});
