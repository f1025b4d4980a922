import type { ConsoleMessage, Page, Request } from '@playwright/test';
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

/** What the page says is wrong in the console or throws, from now on. */
const complaintsOf = (page: Page): string[] => {
  const complaints: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    // A closed link's page answers 404 or 410 itself, which the browser notes: not a fault.
    const isPageStatus = message.location().url === page.url() && message.text().startsWith('Failed to load');
    if (['error', 'warning'].includes(message.type()) && !isPageStatus)
      complaints.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => complaints.push(`pageerror: ${error.message}`));
  return complaints;
};

test('every form page hydrates without a console error, in both languages', async ({ page, hirelane }) => {
  const user = await seedUser(hirelane, `form-pages.${Date.now()}@example.test`);
  const response = await fetch(`${hirelane.url}/api/cv/endorsement/requests`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${user.accessToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      endorserName: 'Ola Nordmann',
      endorserEmail: `ola.${Date.now()}@example.test`,
      relationship: 0,
    }),
  });
  expect(response.ok).toBe(true);
  const { userEndorsementRequestId } = (await response.json()) as { userEndorsementRequestId: string };
  const complaints = complaintsOf(page);
  for (const path of [
    '/signup',
    '/forgot-password',
    `/endorsement/${userEndorsementRequestId}`,
    '/endorsement/not-a-request',
    '/login?lang=no',
    '/signup',
    `/endorsement/${userEndorsementRequestId}`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(complaints, path).toEqual([]);
  }
  // The language chosen through ?lang= stays: the last pages were in Norwegian.
  await expect(page.locator('html')).toHaveAttribute('lang', 'no');
});

test('/login hydrates without a console error, and signing in through it opens the board', async ({
  page,
  hirelane,
}) => {
  const user = await seedUser(hirelane, `form-page.${Date.now()}@example.test`);
  const complaints = complaintsOf(page);
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
