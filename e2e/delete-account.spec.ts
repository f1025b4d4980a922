import { expect, test, uniqueEmail } from './support/fixtures.ts';
import { seedUser } from './support/seed-user.ts';

test('delete account: sign in → account menu → delete → confirm → /login; the account is gone', async ({
  page,
  hirelane,
  shot,
}) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  const user = await seedUser(hirelane, uniqueEmail('delete'));
  const main = page.locator('main');

  await page.goto('/login');
  await main.getByLabel('E-mail').fill(user.email);
  await main.getByLabel('Password', { exact: true }).fill(user.password);
  await main.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/account\/delete$/);
  await expect(main.getByRole('heading', { name: 'Delete account', level: 1 })).toBeVisible();
  await expect(main.getByText('This cannot be undone')).toBeVisible();
  await shot('delete-page');

  // A wrong password is refused under the field; nothing is deleted.
  await main.getByLabel('Your password').fill('not-my-password');
  await main.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await shot('confirmation');
  await dialog.getByRole('button', { name: 'Yes, delete everything' }).click();
  await expect(main.getByText('Your password is not correct')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/delete$/);
  await shot('wrong-password');

  await main.getByLabel('Your password').fill(user.password);
  await main.getByRole('button', { name: 'Delete my account' }).click();
  await dialog.getByRole('button', { name: 'Yes, delete everything' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your account and everything in it are deleted.')).toBeVisible();
  await shot('deleted');

  // No session survives: a protected page, even after a reload, goes to /login.
  await page.goto('/account/profile');
  await expect(page).toHaveURL(/\/login$/);

  // And the account is gone: signing in again fails.
  await main.getByLabel('E-mail').fill(user.email);
  await main.getByLabel('Password', { exact: true }).fill(user.password);
  await main.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Incorrect e-mail or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await shot('sign-in-refused');
});
