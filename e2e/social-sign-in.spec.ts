import type { BrowserContext, Request } from '@playwright/test';
import { registerUser } from './support/api.ts';
import { shotOf } from './support/fixtures.ts';
import { expect, type Page, test, uniqueEmail } from './support/idp-fixtures.ts';
import { PASSWORD } from './support/seed-user.ts';
import { expectSignedOut, signInThroughForm, signOut } from './support/sign-in.ts';

const CALLBACK = /\/(google|facebook)\/auth\/callback/;
/** The sentence the sign-in page shows for a provider's return it cannot use. */
const UNUSABLE = 'This sign-in link cannot be used';

let counter = 0;
const account = (label: string) => {
  counter += 1;
  return {
    id: `${label}-${counter}-${Date.now()}`,
    email: uniqueEmail(label),
    givenName: 'Sol',
    familyName: 'Vik',
  };
};

/** Every exchange posted to the API (the server's own return handling posts none). */
const exchangesOf = (context: BrowserContext) => {
  const posts: Request[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/auth\/social\//.test(request.url())) posts.push(request);
  });
  return posts;
};

// Each journey runs through the provider's redirect chain (its pages and the code exchange): slower
// than the app alone on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** The attempt the server keeps between its start and the provider's return (HttpOnly). */
const attemptCookies = async (page: Page) =>
  (await page.context().cookies()).filter((cookie) => cookie.name === 'hl_social');

/** From /login through the provider's pages and back, as a user would click. */
const startAtLogin = async (page: Page, provider: 'Google' | 'Facebook') => {
  await page.goto('/login');
  await page.getByRole('link', { name: `Continue with ${provider}` }).click();
};

/**
 * Changes what the server's start sends to the provider or keeps in its cookie, before the browser
 * follows it (the provider's redirect back cannot be routed, the start can).
 */
const alterStart = (
  page: Page,
  change: { location?: (url: URL) => void; cookie?: (value: string) => string },
) =>
  page.route('**/api/auth/social/*/start', async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    const headers = response.headers();
    const location = new URL(headers.location ?? '');
    change.location?.(location);
    const setCookie = headers['set-cookie'] ?? '';
    const cookie = change.cookie
      ? setCookie.replace(
          /^hl_social=([^;]*)/,
          (_all, value: string) => `hl_social=${change.cookie?.(value)}`,
        )
      : setCookie;
    await route.fulfill({
      response,
      headers: { ...headers, location: location.toString(), 'set-cookie': cookie },
    });
  });

/** Signs in with Google to a return that fails: waits for the sign-in page saying `sentence`. */
const signInFailingWith = async (page: Page, sentence: string) => {
  const posts = exchangesOf(page.context());
  await startAtLogin(page, 'Google');
  await expect(page.getByRole('main').locator('form').getByRole('alert')).toContainText(sentence, {
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  return { posts, url: new URL(page.url()) };
};

/** A return refused on the server: no exchange posted, the attempt forgotten, nobody signed in. */
const expectNothingKept = async (page: Page, posts: Request[]) => {
  expect(posts).toHaveLength(0);
  expect(await attemptCookies(page)).toEqual([]);
  await expectSignedOut(page);
};

test('Google: the server signs in, the session survives a reload; the return address cannot be replayed', async ({
  page,
  browser,
  hirelaneWithIdp,
  shot,
}) => {
  hirelaneWithIdp.idp.nextLogin(account('google'));
  const posts = exchangesOf(page.context());

  await page.goto('/login');
  const google = page.getByRole('link', { name: 'Continue with Google' });
  await expect(google).toHaveAttribute('href', '/api/auth/social/google/start');
  await expect(page.getByRole('link', { name: 'Continue with Facebook' })).toBeVisible();
  await shot('login-with-providers');

  const callbackRequest = page.waitForRequest(
    (request) => CALLBACK.test(request.url()) && request.isNavigationRequest(),
  );
  await google.click();
  const callbackUrl = (await callbackRequest).url();
  expect(new URL(callbackUrl).searchParams.get('state')).toMatch(/^[0-9a-f]{64}$/);

  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: /^Account menu: SV Sol Vik/ })).toBeVisible();
  await shot('signed-in');
  // The server exchanged the code itself: the browser posted nothing, and holds no attempt.
  expect(posts).toHaveLength(0);
  expect(await attemptCookies(page)).toEqual([]);

  await page.reload();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /^Account menu: SV Sol Vik/ })).toBeVisible();

  // The same return address opened again elsewhere: the sign-in page says why, no session.
  const other = await browser.newContext({ baseURL: hirelaneWithIdp.url });
  try {
    const replay = await other.newPage();
    await replay.goto(callbackUrl);
    await expect(replay.getByRole('main').locator('form').getByRole('alert')).toContainText(UNUSABLE);
    await expect(replay.getByRole('main').locator('form').getByRole('alert')).toBeFocused();
    await shotOf(replay, 'replayed-callback');
    await expectSignedOut(replay);
  } finally {
    await other.close();
  }

  // And in the same tab, once used, the address is spent: the signed-in user is taken home.
  await page.goto(callbackUrl);
  await expect(page).toHaveURL(/\/$/);
  expect(posts).toHaveLength(0);
});

test('Facebook: the server signs in too', async ({ page, hirelaneWithIdp, shot }) => {
  hirelaneWithIdp.idp.nextLogin(account('facebook'));
  await startAtLogin(page, 'Facebook');
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: /^Account menu: SV Sol Vik/ })).toBeVisible();
  await shot('facebook-signed-in');
});

test('a wrong verifier: the provider refuses the code, the sign-in page says so, no session', async ({
  page,
  hirelaneWithIdp,
  shot,
}) => {
  hirelaneWithIdp.idp.nextLogin(account('verifier'));
  await alterStart(page, { cookie: (value) => `${value.split('.')[0]}.${'f'.repeat(64)}` });
  const { posts } = await signInFailingWith(
    page,
    'Signing in with Google did not complete. Please try again.',
  );
  await shot('wrong-verifier');
  // Shown at the return address, with the sign-in page's own form (posted to /login).
  await expect(page).toHaveURL(/\/google\/auth\/callback/);
  await expect(page.getByRole('main').locator('form')).toHaveAttribute('action', '/login');
  await expectNothingKept(page, posts);
});

for (const { title, login, alter, expectReturn, shotName } of [
  {
    title: 'a missing state: the sign-in page says the link cannot be used, no exchange',
    login: 'nostate',
    alter: (url: URL) => url.searchParams.delete('state'),
    expectReturn: (url: URL) => {
      expect(url.searchParams.get('code')).toBeTruthy();
      expect(url.searchParams.has('state')).toBe(false);
    },
    shotName: 'missing-state',
  },
  {
    title: 'a state that is not the one this browser was given: the sign-in page says so, no exchange',
    login: 'forged',
    alter: (url: URL) => url.searchParams.set('state', 'forged'),
    expectReturn: (url: URL) => expect(url.searchParams.get('state')).toBe('forged'),
    shotName: 'forged-state',
  },
]) {
  test(title, async ({ page, hirelaneWithIdp, shot }) => {
    hirelaneWithIdp.idp.nextLogin(account(login));
    await alterStart(page, { location: alter });
    const { posts, url } = await signInFailingWith(page, UNUSABLE);
    expectReturn(url);
    await shot(shotName);
    await expectNothingKept(page, posts);
  });
}

test('denied consent: the provider says no, the sign-in page says it was cancelled, no session', async ({
  page,
  hirelaneWithIdp,
  shot,
}) => {
  hirelaneWithIdp.idp.nextLogin('deny');
  const { posts, url } = await signInFailingWith(page, 'Sign-in was cancelled at Google');
  expect(url.searchParams.get('error')).toBe('access_denied');
  await shot('denied');
  await expectNothingKept(page, posts);
});

test('an e-mail that already has a password account is not merged: the server says how to connect', async ({
  page,
  hirelaneWithIdp,
  shot,
}) => {
  const email = uniqueEmail('taken');
  await registerUser(hirelaneWithIdp, { email, password: PASSWORD });
  hirelaneWithIdp.idp.nextLogin({ ...account('taken'), email });
  await signInFailingWith(page, `You already have an account with ${email}`);
  await shot('email-in-use');
  await expectSignedOut(page);
});

test('connecting Google from the profile, then signing in with it, reaches the same account', async ({
  page,
  hirelaneWithIdp,
  user,
  shot,
}) => {
  const google = { ...account('link'), email: user.email };
  const main = page.getByRole('main');

  await signInThroughForm(page, user);
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  const connect = main.getByRole('button', { name: 'Connect Google' });
  await expect(connect).toBeVisible();
  await shot('profile-with-sign-in-methods');

  // A signed-in user returns to the callback: it must not be sent away before the link is made.
  hirelaneWithIdp.idp.nextLogin(google);
  await connect.click();
  await expect(page).toHaveURL(/\/account\/profile$/, { timeout: 30_000 });
  await expect(page.getByText('Google is connected. You can sign in with it from now on.')).toBeVisible();
  await shot('google-connected');

  await signOut(page);

  hirelaneWithIdp.idp.nextLogin(google);
  await startAtLogin(page, 'Google');
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: /^Account menu: KN Kari Nordmann/ })).toBeVisible();
});

test('an account made with Google has no password: deleting it asks for the typed word DELETE', async ({
  page,
  hirelaneWithIdp,
  shot,
}) => {
  hirelaneWithIdp.idp.nextLogin(account('social-delete'));
  await startAtLogin(page, 'Google');
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });

  await page.goto('/account/delete');
  const main = page.getByRole('main');
  // Someone who does not remember how they signed up tries a password: the form switches by itself.
  await main.getByLabel('Your password').fill('i-never-had-one');
  await main.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByRole('button', { name: 'Yes, delete everything' }).click();
  await expect(main.getByText('Your account has no password. Type DELETE to confirm instead.')).toBeVisible();
  await expect(main.getByRole('checkbox', { name: /I signed up with Google or Facebook/ })).toBeChecked();
  await shot('typed-confirmation');

  await main.getByLabel('Type DELETE to confirm').fill('DELETE');
  await main.getByRole('button', { name: 'Delete my account' }).click();
  await dialog.getByRole('button', { name: 'Yes, delete everything' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your account and everything in it are deleted.')).toBeVisible();
  await expectSignedOut(page);
});
