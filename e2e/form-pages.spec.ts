import type { ConsoleMessage, Request } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { seedUser } from './support/seed-user.ts';
import { submitSignIn } from './support/sign-in.ts';

// The form pages come from the server as whole HTML, then their own small client hydrates them.

test('/login paints without any script', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await expect(page.getByRole('main').getByLabel('E-mail')).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveTitle('Welcome back · Hirelane');
  await context.close();
});

test('/login hydrates without a console error, and signing in through it opens the board', async ({
  page,
  hirelane,
}) => {
  const user = await seedUser(hirelane, `form-page.${Date.now()}@example.test`);
  const complaints: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (['error', 'warning'].includes(message.type()))
      complaints.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => complaints.push(`pageerror: ${error.message}`));
  const scripts: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The form page's own client, not the app's start-up.
  expect(scripts.some((path) => /\/assets\/form-page-[^/]+\.js$/.test(path))).toBe(true);
  expect(scripts.some((path) => /\/assets\/shell-[^/]+\.js$/.test(path))).toBe(false);

  // Sent by the hydrated form through the API, not as a page post.
  const apiLogin = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/auth/login',
  );
  await submitSignIn(page, user.email, user.password);
  await apiLogin;
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Board' }).first()).toBeVisible();
  expect(complaints).toEqual([]);
});
