import { expect, test } from './support/fixtures.ts';

// The journeys' app has no analytics provider: nothing needs consent, so no cookie dialog asks,
// on a public page or a signed-in one, while the footer's cookie settings still open.
test.use({ cookieConsent: 'ask' });

test('no cookie dialog where no analytics is configured; the cookie settings still open', async ({
  page,
}) => {
  // The app asks its server whether anything needs consent once the page has painted.
  // (The legal pages opened by address come from the server and run no app script: the app's
  // public page here is the sign-up page.)
  const asked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/config');
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  expect(((await (await asked).json()) as { analytics: unknown }).analytics).toBeNull();

  // The answer has arrived: a dialog would be on screen now. Opening the preferences proves the
  // consent code has run, and the first-visit dialog still is not there.
  const footer = page.getByRole('navigation', { name: 'Legal information' });
  await footer.getByRole('button', { name: 'Cookie settings' }).click();
  const preferences = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(preferences).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Cookies on Hirelane' })).toHaveCount(0);
  await preferences.getByRole('button', { name: 'Close' }).click();
  await expect(preferences).toBeHidden();

  await footer.getByRole('link', { name: 'Terms and conditions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  const askedAgain = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/config');
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await askedAgain;
  await footer.getByRole('button', { name: 'Cookie settings' }).click();
  await expect(preferences).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Cookies on Hirelane' })).toHaveCount(0);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('cc_cookie');
});
