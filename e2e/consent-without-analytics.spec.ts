import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

// The journeys' app has no analytics provider: nothing needs consent, so no cookie dialog asks,
// while the footer's cookie settings still open. The pages the server draws (the sign-in and other
// form pages, the legal and shared pages) run no analytics and offer no cookie settings.
test.use({ cookieConsent: 'ask' });

test('no cookie dialog where no analytics is configured; the cookie settings still open', async ({
  page,
  user,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  const legal = page.getByRole('navigation', { name: 'Legal information' });
  await expect(legal.getByRole('link', { name: 'Terms and conditions' })).toBeVisible();
  await expect(legal.getByRole('button', { name: 'Cookie settings' })).toHaveCount(0);

  // The app asks its server whether anything needs consent once the page has painted.
  const asked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/config');
  await signIn(page, user);
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
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('cc_cookie');
});
