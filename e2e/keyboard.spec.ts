import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

/**
 * The main journey by keyboard alone — no click anywhere. Focus moves only with Tab,
 * Shift+Tab, arrows, Enter, Space and Escape, as a person without a mouse moves it.
 */

/** Presses Tab until `target` has focus (at most `limit` times), as a keyboard user would. */
const tabTo = async (page: Page, target: Locator, limit = 80) => {
  for (let presses = 0; presses < limit; presses += 1) {
    const focused = await target
      .evaluate((element) => element === document.activeElement, undefined, { timeout: 2000 })
      .catch(() => false);
    if (focused) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
};

const press = async (page: Page, target: Locator, key = 'Enter') => {
  await tabTo(page, target);
  await page.keyboard.press(key);
};

test('sign in, add a job, move it two lanes, set an interview, add to the CV and share it — by keyboard only', async ({
  page,
  user,
  shot,
}) => {
  // Six steps of Tab-by-Tab travel: on a loaded machine the journey alone can pass a minute.
  test.slow();
  await test.step('sign in', async () => {
    await page.goto('/login');
    await tabTo(page, page.getByLabel('E-mail'));
    await page.keyboard.type(user.email);
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(user.password);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Job board' })).toBeVisible();
  });

  await test.step('add a job', async () => {
    await press(page, page.getByRole('button', { name: 'Add job' }));
    const drawer = page.getByRole('dialog');
    await tabTo(page, drawer.getByLabel('Position'));
    await page.keyboard.type('Keyboard engineer');
    await tabTo(page, drawer.getByLabel('Company'));
    await page.keyboard.type('Tastatur AS');
    // Enter in a field does not save the job half-filled; the Save button does.
    await page.keyboard.press('Enter');
    await expect(drawer.getByLabel('Company')).toBeFocused();
    await press(page, drawer.getByRole('button', { name: 'Save job' }));
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Keyboard engineer at Tastatur AS' })).toBeVisible();
  });

  const drawer = page.getByRole('dialog', { name: 'Job details' });
  await test.step('open its details and move it two lanes on', async () => {
    await press(page, page.getByRole('button', { name: 'Keyboard engineer at Tastatur AS' }));
    await expect(drawer.getByRole('heading', { name: 'Keyboard engineer' })).toBeVisible();
    await tabTo(page, drawer.getByLabel('Move to'));
    // The list opens with the first arrow; the next ones walk it to the lane two on from Saved.
    await page.keyboard.press('ArrowDown');
    const interviewed = page.getByRole('option', { name: 'Interviewed' });
    await expect(interviewed).toBeVisible();
    for (let presses = 0; presses < 6; presses += 1) {
      if ((await interviewed.getAttribute('data-combobox-selected')) !== null) break;
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await expect(drawer.getByLabel('Move to')).toHaveValue('Interviewed');
    await expect(
      page.getByRole('list', { name: /Jobs in Interviewed/ }).getByText('Keyboard engineer'),
    ).toBeVisible();
  });

  await test.step('set the next interview', async () => {
    await press(page, drawer.getByLabel('Next interview'));
    await press(page, page.getByRole('button', { name: 'Next month' }));
    // Into the month's grid (one Tab), then arrows to the 15th.
    const now = new Date();
    const target = new Date(now.getFullYear(), now.getMonth() + 1, 15);
    await page.keyboard.press('Tab');
    for (let presses = 0; presses < 60; presses += 1) {
      const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
      const at = new Date(Date.parse(label));
      if (at.toDateString() === target.toDateString()) break;
      await page.keyboard.press(at < target ? 'ArrowRight' : 'ArrowLeft');
    }
    await page.keyboard.press('Enter');
    await press(page, page.getByRole('button', { name: 'Use this time' }));
    await expect(page.getByText('Interview date saved')).toBeVisible();
    await expect(drawer.getByLabel('Next interview')).toContainText('10:00');
    // Escape closes what is on top: the drawer, and focus goes back to the card that opened it.
    await page.keyboard.press('Escape');
    if (await drawer.isVisible()) await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Keyboard engineer at Tastatur AS' })).toBeFocused();
  });

  await test.step('add professional skills to the CV', async () => {
    await press(
      page,
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My CV' }),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'My CV' })).toBeVisible();
    await press(page, page.getByRole('button', { name: 'Add professional skills' }));
    const dialog = page.getByRole('dialog', { name: 'Professional skills' });
    await tabTo(page, dialog.getByRole('combobox', { name: 'Professional skills' }));
    await page.keyboard.type('Accessibility');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Keyboard testing');
    await page.keyboard.press('Enter');
    await press(page, dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog).toBeHidden();
    await expect(
      page
        .getByRole('main')
        .getByRole('region', { name: 'Professional skills', exact: true })
        .first()
        .getByText('Keyboard testing'),
    ).toBeVisible();
  });

  await test.step('share the CV by link', async () => {
    await press(page, page.getByRole('link', { name: 'Share CV' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Share your CV' })).toBeVisible();
    await press(page, page.getByRole('button', { name: 'Create your first link' }));
    const dialog = page.getByRole('dialog', { name: 'Create a share link' });
    await tabTo(page, dialog.getByLabel('Title'));
    await page.keyboard.type('For keyboard people');
    await press(page, dialog.getByRole('button', { name: 'Create link' }));
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Link created')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the link “For keyboard people”' })).toBeVisible();
    await shot('keyboard-shared');
  });
});
