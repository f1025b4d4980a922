import { codeFrom } from '../apps/server/test/smtp-inbox.ts';
import { expect, type Page, test, uniqueEmail } from './support/fixtures.ts';

type Words = {
  firstName: string;
  lastName: string;
  email: string;
  country: string;
  countryOption: string;
  password: string;
  privacy: RegExp;
  createAccount: string;
  digit1: string;
  confirm: string;
  ready: string;
  goToSignIn: string;
  signIn: string;
  board: string;
  accountMenu: RegExp;
  signOut: string;
  welcome: string;
};

const english: Words = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  country: 'Country',
  countryOption: 'Norway',
  password: 'Password',
  privacy: /I have read and accept the/,
  createAccount: 'Create account',
  digit1: 'Digit 1 of 6',
  confirm: 'Confirm e-mail',
  ready: 'Your account is ready',
  goToSignIn: 'Go to sign in',
  signIn: 'Sign in',
  board: 'Board',
  accountMenu: /^Account menu/,
  signOut: 'Sign out',
  welcome: 'Welcome back',
};

const norwegian: Words = {
  firstName: 'Fornavn',
  lastName: 'Etternavn',
  email: 'E-post',
  country: 'Land',
  countryOption: 'Norge',
  password: 'Passord',
  privacy: /Jeg har lest og godtar/,
  createAccount: 'Opprett konto',
  digit1: 'Siffer 1 av 6',
  confirm: 'Bekreft e-post',
  ready: 'Kontoen din er klar',
  goToSignIn: 'Gå til innlogging',
  signIn: 'Logg inn',
  board: 'Tavle',
  accountMenu: /^Kontomeny/,
  signOut: 'Logg ut',
  welcome: 'Velkommen tilbake',
};

const signUpAndIn = async (
  page: Page,
  w: Words,
  email: string,
  shot: (name: string) => Promise<void>,
  read: () => Promise<string>,
) => {
  await page.goto('/signup');
  const form = page.locator('main');
  await expect(form.getByLabel(w.firstName)).toBeVisible();
  await shot('signup');
  await form.getByLabel(w.firstName).fill('Kari');
  await form.getByLabel(w.lastName).fill('Nordmann');
  await form.getByLabel(w.email).fill(email);
  await form.getByRole('combobox', { name: w.country }).click();
  await page.keyboard.type(w.countryOption);
  await page.getByRole('option', { name: w.countryOption, exact: true }).click();
  await form.getByLabel(w.password, { exact: true }).fill('fjord-lantern-47');
  await form.getByLabel(w.privacy).check();
  await form.getByRole('button', { name: w.createAccount }).click();

  await expect(form.getByLabel(w.digit1)).toBeVisible();
  await shot('verify-code');
  await form.getByLabel(w.digit1).fill(await read());
  await form.getByRole('button', { name: w.confirm }).click();
  await expect(form.getByRole('heading', { name: w.ready })).toBeVisible();
  await shot('signup-success');

  await form
    .getByRole('link', { name: w.goToSignIn })
    .or(form.getByRole('button', { name: w.goToSignIn }))
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(form.getByLabel(w.email)).toBeVisible();
  await shot('login');
  await form.getByLabel(w.email).fill(email);
  await form.getByLabel(w.password, { exact: true }).fill('fjord-lantern-47');
  await form.getByRole('button', { name: w.signIn }).click();
  await expect(page).toHaveURL(/\/$/);
};

for (const [language, words] of [
  ['en', english],
  ['no', norwegian],
] as const) {
  test(`sign up → verify → sign in → reload → sign out (${language})`, async ({ page, hirelane, shot }) => {
    await page.addInitScript((lng) => window.localStorage.setItem('i18nextLng', lng), language);
    const email = uniqueEmail(`journey-${language}`);
    const before = hirelane.inbox.mails.length;
    const readCode = async () => {
      const mail = await hirelane.inbox.waitFor(email, { sinceCount: before });
      expect(mail.subject).toMatch(language === 'no' ? /^Din Hirelane-kode/ : /^Your Hirelane code/);
      return codeFrom(mail);
    };

    await signUpAndIn(page, words, email, shot, readCode);
    await expect(page.getByRole('link', { name: words.board }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await shot('board');

    await page.reload();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: words.accountMenu }).first()).toBeVisible();
    await shot('board-after-reload');

    // A signed-in user on a guest-only page goes to the board.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);

    await page.getByRole('button', { name: words.accountMenu }).first().click();
    await page.getByRole('menuitem', { name: words.signOut }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: words.welcome })).toBeVisible();
    await shot('signed-out');

    // The session is gone for good: a protected route sends to /login, even after a reload.
    await page.goto('/my-cv');
    await expect(page).toHaveURL(/\/login$/);
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
  });
}

test('a wrong password and an unconfirmed account get clear messages', async ({ page, hirelane }) => {
  const email = uniqueEmail('unconfirmed');
  const register = await page.request.post('/api/auth/register', {
    data: {
      firstName: 'Ola',
      lastName: 'Nordmann',
      email,
      country: 'NO',
      password: 'fjord-lantern-47',
      agreedToPrivacyPolicy: true,
    },
  });
  expect(register.status()).toBe(200);
  await hirelane.inbox.waitFor(email);

  await page.goto('/login');
  const form = page.locator('main');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('not-the-password');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Incorrect e-mail or password')).toBeVisible();

  await form.getByLabel('Password', { exact: true }).fill('fjord-lantern-47');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Confirm your e-mail address')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
