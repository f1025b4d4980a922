import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, type Page, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

/** The one first-run hint on screen, by its step's title. */
const hint = (page: Page, title: string) => page.getByRole('region', { name: title });
const anyHint = (page: Page) => page.locator('[data-first-run-step]');
const entry = (page: Page, done: number) =>
  page.getByRole('button', { name: `Getting started · ${done} of 6 steps done: show the next step` });
const accountMenu = async (page: Page) => {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  return page.getByRole('menu');
};

test.describe('a new user', () => {
  test.use({ seenGuides: [] });

  test('walks the first steps, leaves the path, reloads and resumes it', async ({ page, user, shot }) => {
    test.setTimeout(120_000);
    await signIn(page, user);
    const first = hint(page, 'Save your first job');
    await expect(first).toBeVisible();
    await expect(first.getByText('Getting started · step 1 of 6')).toBeVisible();
    await expect(anyHint(page)).toHaveCount(1);
    await expectNoSeriousViolations(page);
    await shot('board-first-step');

    // The hint's link opens the board's own drawer, and no hint shows over it.
    await first.getByRole('link', { name: 'Add a job' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add a job' });
    // The form's code loads on the drawer's first opening: slow on a busy machine.
    await expect(drawer).toBeVisible({ timeout: 30_000 });
    await expect(anyHint(page)).toHaveCount(0);
    await drawer.getByLabel('Position').fill('Barista');
    await drawer.getByLabel('Company').fill('Kaffebrenneriet');
    await drawer.getByRole('button', { name: 'Save job' }).click();
    await expect(drawer).toBeHidden();

    // Saving the job did the first step: the next one shows, on the same screen.
    const second = hint(page, 'Move it along the board');
    await expect(second).toBeVisible();
    await expect(second.getByText('Getting started · step 2 of 6')).toBeVisible();
    await second.getByRole('button', { name: 'Mark as done' }).focus();
    await page.keyboard.press('Enter');

    // The next step is taken on My CV: the board shows none, the header leads there.
    await expect(anyHint(page)).toHaveCount(0);
    await entry(page, 2).click();
    await expect(page).toHaveURL(/\/my-cv$/);
    const third = hint(page, 'Build or import your CV');
    await expect(third).toBeVisible();
    await expect(entry(page, 2)).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await shot('cv-third-step');

    await third.getByRole('button', { name: 'Not now' }).click();
    await expect(third).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My CV' })).toBeVisible();
    await expect(entry(page, 2)).toBeVisible();
    await expect(anyHint(page)).toHaveCount(0);

    // The import screen never shows a hint.
    await page.getByRole('link', { name: 'Import from CV' }).first().click();
    await expect(page).toHaveURL(/\/my-cv\/import$/);
    await expect(anyHint(page)).toHaveCount(0);

    const menu = await accountMenu(page);
    await menu.getByRole('menuitem', { name: 'Resume getting started (2 of 6)' }).click();
    await expect(page).toHaveURL(/\/my-cv$/);
    await expect(hint(page, 'Build or import your CV')).toBeVisible();
  });

  test('turned off, the path stays off after a reload until the account menu turns it on', async ({
    page,
    user,
  }) => {
    await signIn(page, user);
    await hint(page, 'Save your first job').getByRole('button', { name: "Don't show again" }).click();
    await expect(anyHint(page)).toHaveCount(0);
    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'Save the first job you want to apply for' }),
    ).toBeVisible();
    await expect(anyHint(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Getting started/ })).toHaveCount(0);

    const menu = await accountMenu(page);
    await menu.getByRole('menuitem', { name: 'Resume getting started (0 of 6)' }).click();
    await expect(hint(page, 'Save your first job')).toBeVisible();
  });

  test('on a phone, the hint sits in the page above the lanes', async ({ page, user, shot }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, user);
    const first = hint(page, 'Save your first job');
    await expect(first).toBeVisible();
    const box = await first.boundingBox();
    const saved = await page.getByRole('region', { name: 'Saved', exact: true }).boundingBox();
    expect(box && saved && box.y + box.height <= saved.y).toBe(true);
    await expect(entry(page, 0)).toHaveCount(0);
    await shot('phone-first-step');
  });
});

test.describe('in Norwegian', () => {
  test.use({ seenGuides: [], language: 'no' });

  test('the path speaks Norwegian', async ({ page, user }) => {
    await signIn(page, user);
    const first = hint(page, 'Lagre den første jobben');
    await expect(first).toBeVisible();
    await expect(first.getByText('Kom i gang · steg 1 av 6')).toBeVisible();
    await first.getByRole('button', { name: 'Ikke nå' }).click();
    await expect(
      page.getByRole('button', { name: 'Kom i gang · 0 av 6 steg gjort: vis neste steg' }),
    ).toBeVisible();
  });
});
