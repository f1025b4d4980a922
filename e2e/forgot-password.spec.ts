import { codeFrom } from '../apps/server/test/smtp-inbox.ts';
import { expect, test, uniqueEmail } from './support/fixtures.ts';
import { seedUser } from './support/seed-user.ts';

const NEW_PASSWORD = 'harbour-meadow-93';

test('forgot password: request → code from the e-mail → new password → sign in with it', async ({
  page,
  hirelane,
  shot,
}) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
  const user = await seedUser(hirelane, uniqueEmail('forgot'));
  const main = page.locator('main');

  await page.goto('/login');
  await main.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(main.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await shot('request');

  const before = hirelane.inbox.mails.length;
  await main.getByLabel('E-mail').fill(user.email);
  await main.getByRole('button', { name: 'Send code' }).click();
  await expect(main.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const mail = await hirelane.inbox.waitFor(user.email, { sinceCount: before, timeoutMs: 20_000 });
  const code = codeFrom(mail);
  await shot('code-and-new-password');

  // A wrong code is named under the code boxes and costs nothing else.
  const wrong = code === '000000' ? '111111' : '000000';
  await main.getByLabel('Digit 1 of 6').fill(wrong);
  await main.getByLabel('New password').fill(NEW_PASSWORD);
  await main.getByRole('button', { name: 'Save new password' }).click();
  await expect(
    main.getByText('This code is not correct. Check the e-mail or ask for a new code.'),
  ).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await shot('wrong-code');

  await main.getByLabel('Digit 1 of 6').fill(code);
  await main.getByRole('button', { name: 'Save new password' }).click();
  await expect(main.getByRole('heading', { name: 'Your password is changed' })).toBeVisible();
  await shot('success');
  // The owner is told by e-mail that the password changed.
  await hirelane.inbox.waitFor(user.email, { sinceCount: before + 1, timeoutMs: 20_000 });

  await main.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await main.getByLabel('E-mail').fill(user.email);
  await main.getByLabel('Password', { exact: true }).fill(user.password);
  await main.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Incorrect e-mail or password')).toBeVisible();

  await main.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await main.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /^Account menu: Kari Nordmann/ })).toBeVisible();
  await shot('signed-in-with-new-password');
});
