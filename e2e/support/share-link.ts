import type { Locator, Page } from '@playwright/test';

/** On the sharing tab without a link yet: opens the form for the first one and types its title. */
export const startFirstShareLink = async (page: Page, title: string): Promise<Locator> => {
  await page.getByRole('button', { name: 'Create your first link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a share link' });
  await dialog.getByLabel('Title').fill(title);
  return dialog;
};
