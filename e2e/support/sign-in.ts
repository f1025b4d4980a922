import { expect, type Page } from '@playwright/test';

/** The sign-in form's words in the interface language. */
export type SignInWords = { email: string; password: string; signIn: string };

export const ENGLISH_SIGN_IN: SignInWords = { email: 'E-mail', password: 'Password', signIn: 'Sign in' };

/** Fills the sign-in form on the page it is on (or /login) and submits it; does not wait for the outcome. */
export const submitSignIn = async (
  page: Page,
  email: string,
  password: string,
  words: SignInWords = ENGLISH_SIGN_IN,
) => {
  const form = page.getByRole('main');
  await form.getByLabel(words.email).fill(email);
  await form.getByLabel(words.password, { exact: true }).fill(password);
  await form.getByRole('button', { name: words.signIn }).click();
};

/** Signs in through the form at /login, as a user does, and waits for the board. */
export const signInThroughForm = async (
  page: Page,
  user: { email: string; password: string },
  words: SignInWords = ENGLISH_SIGN_IN,
) => {
  await page.goto('/login');
  await submitSignIn(page, user.email, user.password, words);
  await expect(page).toHaveURL(/\/$/);
};

/**
 * Signs in without the form (tests about something else): the API sets the refresh cookie in the
 * page's browser context, and the app, opened at `path`, starts signed in from it like after a reload.
 */
export const signIn = async (page: Page, user: { email: string; password: string }, path = '/') => {
  const response = await page.request.post('/api/auth/login', {
    data: { email: user.email, password: user.password },
    headers: { 'Accept-Language': 'en' },
  });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto(path);
  await expect(page.getByRole('button', { name: /^(Account menu|Kontomeny)/ })).toBeVisible();
};

/**
 * Signs in on the board's address of a job, which opens its details as a link to it would (a card's
 * click is the board journeys' own subject), and answers the details drawer once its tabs show.
 */
export const signInToJob = async (page: Page, user: { email: string; password: string }, jobId: string) => {
  await signIn(page, user, `/?job=${jobId}`);
  const drawer = page.getByRole('dialog', { name: /^(Job details|Om jobben)$/ });
  await expect(drawer.getByRole('tab').first()).toBeVisible();
  return drawer;
};

/** Signs out through the account menu. */
export const signOut = async (page: Page, words = { accountMenu: /^Account menu/, signOut: 'Sign out' }) => {
  await page.getByRole('button', { name: words.accountMenu }).first().click();
  await page.getByRole('menuitem', { name: words.signOut }).click();
  await expect(page).toHaveURL(/\/login$/);
};

/** A signed-out browser: a protected page sends it to /login. */
export const expectSignedOut = async (page: Page) => {
  await page.goto('/my-cv');
  await expect(page).toHaveURL(/\/login$/);
};
