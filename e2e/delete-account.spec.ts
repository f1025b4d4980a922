import { expect, test } from './support/fixtures.ts';
import { signInThroughForm, submitSignIn } from './support/sign-in.ts';

test('delete account: sign in → account menu → delete → confirm → /login; the account is gone', async ({
  page,
  user,
  shot,
}) => {
  const main = page.getByRole('main');
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });

  await test.step('the account menu leads to the delete page', async () => {
    await signInThroughForm(page, user);
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Delete account' }).click();
    await expect(page).toHaveURL(/\/account\/delete$/);
    await expect(main.getByRole('heading', { name: 'Delete account', level: 1 })).toBeVisible();
    await expect(main.getByText('This cannot be undone')).toBeVisible();
    // No social sign-in is configured here: the password is the only proof offered.
    await expect(main.getByLabel('Your password')).toBeVisible();
    await expect(main.getByRole('checkbox')).toHaveCount(0);
    await expect(main.getByText(/Google or Facebook/)).toHaveCount(0);
    await shot('delete-page');
  });

  await test.step('a wrong password is refused under the field; nothing is deleted', async () => {
    await main.getByLabel('Your password').fill('not-my-password');
    await main.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog).toBeVisible();
    await shot('confirmation');
    await dialog.getByRole('button', { name: 'Yes, delete everything' }).click();
    await expect(main.getByText('Your password is not correct')).toBeVisible();
    await expect(page).toHaveURL(/\/account\/delete$/);
    await shot('wrong-password');
  });

  await test.step('the right password, confirmed, deletes the account and signs out', async () => {
    await main.getByLabel('Your password').fill(user.password);
    await main.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByRole('button', { name: 'Yes, delete everything' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your account and everything in it are deleted.')).toBeVisible();
    await shot('deleted');
  });

  await test.step('no session survives, and signing in again fails', async () => {
    await page.goto('/account/profile');
    await expect(page).toHaveURL(/\/login$/);
    await submitSignIn(page, user.email, user.password);
    await expect(page.getByRole('main').getByText('Incorrect e-mail or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await shot('sign-in-refused');
  });
});
