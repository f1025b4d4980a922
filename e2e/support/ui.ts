import { type Browser, expect, type Locator, type Page } from '@playwright/test';

/** Types each value into a tags field, confirming each with Enter. */
export const enterTags = async (field: Locator, values: readonly string[]) => {
  for (const value of values) {
    await field.fill(value);
    await field.press('Enter');
  }
};

/** Presses the dialog's button (Save unless named) and waits for the dialog to close. */
export const submitDialog = async (dialog: Locator, button = 'Save') => {
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
};

/**
 * A page in a browser context of its own: a signed-out visitor (close it with
 * `page.context().close()`). It names itself as a person's Chromium does: the headless browser's
 * own "HeadlessChrome" is a program's name, and the server counts no view for a program.
 */
export const newVisitorPage = async (browser: Browser): Promise<Page> => {
  const context = await browser.newContext({
    acceptDownloads: true,
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Safari/537.36`,
  });
  return context.newPage();
};

/** A signed-out visitor, in a browser context of their own, opens `url` and sees the page headed `heading`. */
export const openAsVisitor = async (browser: Browser, url: string, heading: string): Promise<Page> => {
  const visitor = await newVisitorPage(browser);
  await visitor.goto(url);
  await expect(visitor.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  return visitor;
};

/**
 * In a date picker just moved to next month: into its grid (one Tab), arrows to the 15th, Enter
 * picks it; by keyboard alone.
 */
export const pickFifteenthInGrid = async (page: Page) => {
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
};
