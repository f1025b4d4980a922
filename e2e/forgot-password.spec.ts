import { codeFrom } from '../apps/server/test/smtp-inbox.ts';
import { expect, test } from './support/fixtures.ts';
import { submitSignIn } from './support/sign-in.ts';

const NEW_PASSWORD = 'harbour-meadow-93';

test('forgot password: request → code from the e-mail → new password → sign in with it', async ({
  page,
  hirelane,
  user,
  shot,
}) => {
  const main = page.getByRole('main');
  const before = hirelane.inbox.mails.length;
  let code = '';

  await test.step('ask for a code from the sign-in page', async () => {
    await page.goto('/login');
    await main.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(main.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await shot('request');
    await main.getByLabel('E-mail').fill(user.email);
    await main.getByRole('button', { name: 'Send code' }).click();
    await expect(main.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    code = codeFrom(await hirelane.inbox.waitFor(user.email, { sinceCount: before, timeoutMs: 20_000 }));
    await shot('code-and-new-password');
  });

  // On the server-rendered page the code is one field, which the phone's code autofill fills.
  const codeField = main.getByLabel('Verification code');

  await test.step('a wrong code is named under the code field and costs nothing else', async () => {
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await main.getByLabel('New password').fill(NEW_PASSWORD);
    await main.getByRole('button', { name: 'Save new password' }).click();
    await expect(
      main.getByText('This code is not correct. Check the e-mail or ask for a new code.'),
    ).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await shot('wrong-code');
  });

  await test.step('the right code changes the password, and the owner is told by e-mail', async () => {
    await codeField.fill(code);
    // A password is never sent back in the page: typed again.
    await main.getByLabel('New password').fill(NEW_PASSWORD);
    await main.getByRole('button', { name: 'Save new password' }).click();
    await expect(main.getByRole('heading', { name: 'Your password is changed' })).toBeVisible();
    await shot('success');
    await hirelane.inbox.waitFor(user.email, { sinceCount: before + 1, timeoutMs: 20_000 });
  });

  await test.step('the old password no longer works, the new one does', async () => {
    await main.getByRole('link', { name: 'Go to sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await submitSignIn(page, user.email, user.password);
    await expect(page.getByRole('main').getByText('Incorrect e-mail or password')).toBeVisible();
    await submitSignIn(page, user.email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: /^Account menu: KN Kari Nordmann/ })).toBeVisible();
    await shot('signed-in-with-new-password');
  });
});
