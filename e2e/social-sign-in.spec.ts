import type { BrowserContext, Request } from '@playwright/test';
import { registerUser } from './support/api.ts';
import { shotOf } from './support/fixtures.ts';
import { expect, type Page, test, uniqueEmail } from './support/idp-fixtures.ts';
import { PASSWORD } from './support/seed-user.ts';
import { expectSignedOut, signInThroughForm, signOut } from './support/sign-in.ts';

const CALLBACK = /\/(google|facebook)\/auth\/callback/;
const PKCE_KEYS = ['pkce_code_verifier', 'oauth_state', 'oauth_provider', 'oauth_purpose'];

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

/** Every exchange the web app posts to the server (sign-in or link), whatever page sends it. */
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

const storedPkce = (page: Page) =>
  page.evaluate((keys) => keys.map((key) => window.sessionStorage.getItem(key)), PKCE_KEYS);

/** From /login through the provider's pages and back to the callback, as a user would click. */
const startAtLogin = async (page: Page, provider: 'Google' | 'Facebook') => {
  await page.goto('/login');
  await page.getByRole('button', { name: `Continue with ${provider}` }).click();
};

/** Before the callback page reads its address, replaces the state the provider returned (null: drops it). */
const tamperWithReturnedState = (page: Page, state: string | null) =>
  page.addInitScript((replacement) => {
    const url = new URL(window.location.href);
    if (!/\/auth\/callback$/.test(url.pathname) || !url.searchParams.has('state')) return;
    if (replacement === null) url.searchParams.delete('state');
    else url.searchParams.set('state', replacement);
    window.history.replaceState(null, '', url);
  }, state);

/**
 * Signs in with Google to a callback that fails: waits for the screen headed `heading`; returns the
 * exchanges posted and the address the screen shows.
 */
const signInFailingWith = async (page: Page, heading: string) => {
  const posts = exchangesOf(page.context());
  await startAtLogin(page, 'Google');
  await expect(page.getByRole('heading', { name: heading })).toBeVisible({ timeout: 30_000 });
  return { posts, url: new URL(page.url()) };
};

/** A callback refused on the page: no exchange posted, the PKCE pair and state forgotten, nobody signed in. */
const expectNoCallAndNothingKept = async (page: Page, posts: Request[]) => {
  expect(posts).toHaveLength(0);
  expect(await storedPkce(page)).toEqual([null, null, null, null]);
  await expectSignedOut(page);
};

test('Google: the full redirect signs in, survives a reload; the callback address cannot be replayed', async ({
  page,
  browser,
  hirelaneWithIdp,
  shot,
}) => {
  hirelaneWithIdp.idp.nextLogin(account('google'));
  const posts = exchangesOf(page.context());

  await page.goto('/login');
  const google = page.getByRole('button', { name: 'Continue with Google' });
  await expect(google).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Facebook' })).toBeVisible();
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
  expect(posts).toHaveLength(1);
  expect(posts[0]?.postDataJSON()).toMatchObject({
    code: expect.any(String),
    codeVerifier: expect.stringMatching(/^[0-9a-f]{64}$/),
  });
  expect(await storedPkce(page)).toEqual([null, null, null, null]);

  await page.reload();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /^Account menu: SV Sol Vik/ })).toBeVisible();

  // The same callback address opened again elsewhere: a clear screen, no call, no session.
  const other = await browser.newContext({ baseURL: hirelaneWithIdp.url });
  try {
    const replayPosts = exchangesOf(other);
    const replay = await other.newPage();
    await replay.goto(callbackUrl);
    await expect(replay.getByRole('heading', { name: 'This sign-in link cannot be used' })).toBeVisible();
    await shotOf(replay, 'replayed-callback');
    expect(replayPosts).toHaveLength(0);
    await expectSignedOut(replay);
  } finally {
    await other.close();
  }

  // And in the same tab, once used, the address is spent too.
  const samePosts = posts.length;
  await page.goto(callbackUrl);
  await expect(page).toHaveURL(/\/$/);
  expect(posts).toHaveLength(samePosts);
});

test('Facebook: the full redirect signs in too', async ({ page, hirelaneWithIdp, shot }) => {
  hirelaneWithIdp.idp.nextLogin(account('facebook'));
  await startAtLogin(page, 'Facebook');
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: /^Account menu: SV Sol Vik/ })).toBeVisible();
  await shot('facebook-signed-in');
});

test('a wrong verifier: the provider refuses the code, a clear screen, no session', async ({
  page,
  hirelaneWithIdp,
  shot,
}) => {
  hirelaneWithIdp.idp.nextLogin(account('verifier'));
  // Before the callback page's own script runs, swap the stored verifier for another valid-looking one.
  await page.addInitScript(() => {
    if (/\/auth\/callback$/.test(window.location.pathname)) {
      window.sessionStorage.setItem('pkce_code_verifier', 'f'.repeat(64));
    }
  });
  const { posts } = await signInFailingWith(page, 'We could not sign you in with Google');
  await expect(page.getByText('Signing in with Google did not complete. Please try again.')).toBeVisible();
  await shot('wrong-verifier');
  expect(posts).toHaveLength(1);
  expect(posts[0]?.postDataJSON()).toMatchObject({ codeVerifier: 'f'.repeat(64) });
  const response = await posts[0]?.response();
  expect(response?.status()).toBe(400);
  expect(await storedPkce(page)).toEqual([null, null, null, null]);

  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expectSignedOut(page);
});

test('a missing state: a clear screen and no call', async ({ page, hirelaneWithIdp, shot }) => {
  hirelaneWithIdp.idp.nextLogin(account('nostate'));
  // The provider's reply arrives without its state: dropped from the address before the app reads it.
  // (Playwright cannot route the request at the end of the provider's redirect chain.)
  await tamperWithReturnedState(page, null);
  const { posts, url } = await signInFailingWith(page, 'This sign-in link cannot be used');
  expect(url.searchParams.get('code')).toBeTruthy();
  expect(url.searchParams.has('state')).toBe(false);
  await shot('missing-state');
  await expectNoCallAndNothingKept(page, posts);
});

test('a state that does not match the one this tab sent: a clear screen and no call', async ({
  page,
  hirelaneWithIdp,
  shot,
}) => {
  hirelaneWithIdp.idp.nextLogin(account('forged'));
  await tamperWithReturnedState(page, 'forged');
  const { posts, url } = await signInFailingWith(page, 'This sign-in link cannot be used');
  expect(url.searchParams.get('state')).toBe('forged');
  await shot('forged-state');
  await expectNoCallAndNothingKept(page, posts);
});

test('denied consent: the provider says no, a clear screen, no session', async ({
  page,
  hirelaneWithIdp,
  shot,
}) => {
  hirelaneWithIdp.idp.nextLogin('deny');
  const { posts, url } = await signInFailingWith(page, 'Sign-in was cancelled');
  expect(url.searchParams.get('error')).toBe('access_denied');
  await shot('denied');
  await expectNoCallAndNothingKept(page, posts);
});

test('an e-mail that already has a password account is not merged: the server says how to connect', async ({
  page,
  hirelaneWithIdp,
  shot,
}) => {
  const email = uniqueEmail('taken');
  await registerUser(hirelaneWithIdp, { email, password: PASSWORD });
  hirelaneWithIdp.idp.nextLogin({ ...account('taken'), email });
  await startAtLogin(page, 'Google');
  await expect(page.getByText(`You already have an account with ${email}`, { exact: false })).toBeVisible({
    timeout: 30_000,
  });
  await shot('email-in-use');
  await expect(page.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
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
