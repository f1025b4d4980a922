import type { ConsoleMessage, Page, Request } from '@playwright/test';
import { codeFrom } from '../apps/server/test/smtp-inbox.ts';
import { callApi } from './support/api.ts';
import { expect, test, uniqueEmail } from './support/fixtures.ts';
import { PASSWORD, seedUser } from './support/seed-user.ts';
import { submitSignIn } from './support/sign-in.ts';

const NEW_PASSWORD = 'harbour-meadow-93';
const ENDORSEMENT_TEXT =
  'Kari led the redesign of our customer portal with care, and the whole team learned from her.';

/** Whether React runs the page's form (it never should: the server answers it). */
const isReacts = (page: Page) =>
  page
    .locator('main form')
    .first()
    .evaluate((form) => Object.keys(form).some((key) => key.startsWith('__react')));

// The form pages come from the server as whole HTML forms the server answers, in one mode for
// everyone; one small module only enhances them.

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

test('every form page loads without a console error, in both languages', async ({ page, hirelane }) => {
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

test('/login loads one small module, no React, and signing in through its form opens the board', async ({
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
  // The enhancement module alone: not the app's start-up, and nothing takes the page over.
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/form-page-[^/]+\.js$/)]);
  expect(await isReacts(page)).toBe(false);

  // Posted as the page's own form, never through the API.
  const pagePost = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/login',
  );
  await submitSignIn(page, user.email, user.password);
  expect((await pagePost).postData()).toContain('intent=login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Board' }).first()).toBeVisible();
  expect(complaints).toEqual([]);
});

test('the module sends a form once, shows the password on request and focuses what was refused', async ({
  page,
  user,
}) => {
  const main = page.getByRole('main');
  await page.goto('/login');
  const password = main.getByLabel('Password', { exact: true });
  await password.fill('not-the-password');
  const reveal = main.getByRole('button', { name: 'Show characters' });
  await expect(reveal).toHaveAttribute('aria-pressed', 'false');
  await reveal.click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(reveal).toHaveAttribute('aria-pressed', 'true');
  await reveal.click();
  await expect(password).toHaveAttribute('type', 'password');

  // Two presses, one post: the second finds the form busy.
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/login') posts += 1;
  });
  await main.getByLabel('E-mail').fill(user.email);
  // The first post is held until both presses have landed, so the second finds it on its way.
  let release = () => {};
  const pressed = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/login', async (route) => {
    if (route.request().method() === 'POST') await pressed;
    await route.continue();
  });
  const submit = main.getByRole('button', { name: 'Sign in' });
  await submit.evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });
  release();
  await expect(main.locator('form').getByRole('alert')).toHaveText('Incorrect e-mail or password');
  expect(posts).toBe(1);
  // The answer's refusal has focus, so a screen reader reads it first.
  await expect(main.locator('form').getByRole('alert')).toBeFocused();
});

test('a refused field is focused, and the e-mailed code field keeps its digits only', async ({ page }) => {
  const main = page.getByRole('main');
  await page.goto('/signup');
  await main.getByLabel('First name').fill('Kari');
  await main.getByRole('button', { name: 'Create account' }).click();
  // The first field the server refused has focus.
  await expect(main.locator('[aria-invalid="true"]').first()).toBeFocused();

  await page.goto('/forgot-password');
  await main.getByLabel('E-mail').fill(uniqueEmail('digits'));
  await main.getByRole('button', { name: 'Send code' }).click();
  const code = main.getByLabel('Verification code');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.pressSequentially('12 34-56');
  await expect(code).toHaveValue('123456');
});

/**
 * A browser without JavaScript: the form pages are plain HTML forms, posted to the page's own
 * address, and the server answers each post with the page's next step (or a redirect home).
 */
test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  /** The session hint the server sets beside the refresh cookie when it signs someone in. */
  const signedInHint = async (page: Page) =>
    (await page.context().cookies()).find((cookie) => cookie.name === 'hl_signed_in');

  /** Waits for the plain form's post to the page's own address and answers its response. */
  const pagePost = (page: Page, path: string) =>
    page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === path,
    );

  test('sign in: a wrong password keeps the e-mail and says why; the right one signs in and goes home', async ({
    page,
    user,
  }) => {
    const main = page.getByRole('main');
    await page.goto('/login');
    await main.getByLabel('E-mail').fill(user.email);
    await main.getByLabel('Password', { exact: true }).fill('not-the-password');
    const wrong = pagePost(page, '/login');
    await main.getByRole('button', { name: 'Sign in' }).click();
    // The page again, answered with the refusal's status, as the API's.
    expect((await wrong).status()).toBe(401);
    await expect(main.getByRole('alert')).toHaveText('Incorrect e-mail or password');
    await expect(main.getByLabel('E-mail')).toHaveValue(user.email);
    // The password is never sent back.
    await expect(main.getByLabel('Password', { exact: true })).toHaveValue('');
    expect(await signedInHint(page)).toBeUndefined();

    await main.getByLabel('Password', { exact: true }).fill(user.password);
    const right = pagePost(page, '/login');
    await main.getByRole('button', { name: 'Sign in' }).click();
    const answer = await right;
    expect(answer.status()).toBe(303);
    expect(answer.headers().location).toBe('/');
    expect(
      (await answer.headerValues('set-cookie')).some((cookie) => cookie.startsWith('hl_signed_in=')),
    ).toBe(true);
    await expect(page).toHaveURL(/\/$/);
    expect((await signedInHint(page))?.value).toBeTruthy();
  });

  test('sign up → the code from the mail → signed in', async ({ page, hirelane }) => {
    const main = page.getByRole('main');
    const email = uniqueEmail('no-script-signup');
    await page.goto('/signup');
    await main.getByLabel('First name').fill('Kari');
    await main.getByLabel('Last name').fill('Nordmann');
    await main.getByLabel('E-mail').fill(email);
    await main.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Norway' });
    await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await main.getByLabel(/I have read and accept the/).check();
    await main.getByRole('button', { name: 'Create account' }).click();

    const code = main.getByLabel('Verification code');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(main.getByText(email, { exact: false }).first()).toBeVisible();
    await code.fill(codeFrom(await hirelane.inbox.waitFor(email)));
    const verified = pagePost(page, '/signup');
    await main.getByRole('button', { name: 'Confirm e-mail' }).click();
    const answer = await verified;
    expect(answer.status()).toBe(303);
    expect(answer.headers().location).toBe('/');
    await expect(page).toHaveURL(/\/$/);
    expect((await signedInHint(page))?.value).toBeTruthy();
    // The new account signs in with its password through the API too.
    const login = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
    expect(login.status()).toBe(200);
  });

  test('forgot password → the code → a new password → done → sign in with it', async ({
    page,
    hirelane,
    user,
  }) => {
    const main = page.getByRole('main');
    const before = hirelane.inbox.mails.length;
    await page.goto('/login');
    await main.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await main.getByLabel('E-mail').fill(user.email);
    await main.getByRole('button', { name: 'Send code' }).click();
    await expect(main.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    const code = codeFrom(await hirelane.inbox.waitFor(user.email, { sinceCount: before }));

    await main.getByLabel('Verification code').fill(code);
    await main.getByLabel('New password').fill(NEW_PASSWORD);
    await main.getByRole('button', { name: 'Save new password' }).click();
    await expect(main.getByRole('heading', { name: 'Your password is changed' })).toBeVisible();
    expect(await signedInHint(page)).toBeUndefined();

    await main.getByRole('link', { name: 'Go to sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await main.getByLabel('E-mail').fill(user.email);
    await main.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await main.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await signedInHint(page))?.value).toBeTruthy();
  });

  test('an endorser sends an endorsement and sees the sent page; the requester has it', async ({
    page,
    hirelane,
    user,
  }) => {
    const { userEndorsementRequestId } = await callApi(
      hirelane,
      user.accessToken,
      'POST',
      '/cv/endorsement/requests',
      { endorserName: 'Ola Nordmann', endorserEmail: uniqueEmail('ola'), relationship: 1 },
    );
    const main = page.getByRole('main');
    await page.goto(`/endorsement/${String(userEndorsementRequestId)}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Kari Nordmann asks for your endorsement' }),
    ).toBeVisible();
    await expect(main.getByLabel('Your name')).toHaveValue('Ola Nordmann');
    await main.getByLabel('Your title').fill('Head of Design, Nordlys Energi');
    await main.getByRole('textbox', { name: /Your endorsement of Kari Nordmann/ }).fill(ENDORSEMENT_TEXT);
    await main.getByRole('button', { name: 'Send endorsement' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();

    const requests = (await callApi(
      hirelane,
      user.accessToken,
      'GET',
      '/cv/endorsement/requests',
    )) as unknown as {
      userEndorsementRequestId: string;
      state: string;
    }[];
    expect(
      requests.find((request) => request.userEndorsementRequestId === userEndorsementRequestId)?.state,
    ).toBe('submitted');
    const received = (await callApi(hirelane, user.accessToken, 'GET', '/cv/endorsement')) as unknown as {
      endorserName: string;
      endorserTitle: string;
      text: string;
    }[];
    expect(received).toEqual([
      expect.objectContaining({
        endorserName: 'Ola Nordmann',
        endorserTitle: 'Head of Design, Nordlys Energi',
        text: ENDORSEMENT_TEXT,
      }),
    ]);
  });
});
