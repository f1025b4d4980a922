import { codeFrom } from '../apps/server/test/smtp-inbox.ts';
import { registerUser } from './support/api.ts';
import { expect, test, uniqueEmail } from './support/fixtures.ts';
import { PASSWORD } from './support/seed-user.ts';
import { type SignInWords, signOut, submitSignIn } from './support/sign-in.ts';

type Words = SignInWords & {
  firstName: string;
  lastName: string;
  country: string;
  countryOption: string;
  privacy: RegExp;
  createAccount: string;
  code: string;
  confirm: string;
  confirmed: string;
  board: string;
  accountMenu: RegExp;
  signOut: string;
  welcome: string;
  codeSubject: RegExp;
};

const WORDS: Record<'en' | 'no', Words> = {
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    country: 'Country',
    countryOption: 'Norway',
    password: 'Password',
    privacy: /I have read and accept the/,
    createAccount: 'Create account',
    code: 'Verification code',
    confirm: 'Confirm e-mail',
    confirmed: 'Your e-mail address is confirmed. Welcome to Hirelane!',
    signIn: 'Sign in',
    board: 'Board',
    accountMenu: /^Account menu/,
    signOut: 'Sign out',
    welcome: 'Welcome back',
    codeSubject: /^Your Hirelane code/,
  },
  no: {
    firstName: 'Fornavn',
    lastName: 'Etternavn',
    email: 'E-post',
    country: 'Land',
    countryOption: 'Norge',
    password: 'Passord',
    privacy: /Jeg har lest og godtar/,
    createAccount: 'Opprett konto',
    code: 'Bekreftelseskode',
    confirm: 'Bekreft e-post',
    confirmed: 'E-postadressen din er bekreftet. Velkommen til Hirelane!',
    signIn: 'Logg inn',
    board: 'Tavle',
    accountMenu: /^Kontomeny/,
    signOut: 'Logg ut',
    welcome: 'Velkommen tilbake',
    codeSubject: /^Din Hirelane-kode/,
  },
};

for (const language of ['en', 'no'] as const) {
  const w = WORDS[language];

  test.describe(`in ${language === 'en' ? 'English' : 'Norwegian'}`, () => {
    test.use({ language });

    test(`sign up → verify, signed in → reload → sign out → sign in → sign out (${language})`, async ({
      page,
      hirelane,
      shot,
    }) => {
      const email = uniqueEmail(`journey-${language}`);
      const form = page.getByRole('main');

      await test.step('sign up', async () => {
        await page.goto('/signup');
        await expect(form.getByLabel(w.firstName)).toBeVisible();
        await shot('signup');
        await form.getByLabel(w.firstName).fill('Kari');
        await form.getByLabel(w.lastName).fill('Nordmann');
        await form.getByLabel(w.email).fill(email);
        // The browser's own list, its countries named in the interface language.
        const country = form.getByRole('combobox', { name: w.country });
        await country.selectOption({ label: w.countryOption });
        await expect(country.getByRole('option', { selected: true })).toHaveText(w.countryOption);
        await form.getByLabel(w.password, { exact: true }).fill(PASSWORD);
        await form.getByLabel(w.privacy).check();
        await form.getByRole('button', { name: w.createAccount }).click();
      });

      await test.step('the code from the mail, in the interface language, signs in to the board', async () => {
        // One field for the code on the server-rendered page, which the phone's code autofill fills.
        const code = form.getByLabel(w.code);
        await expect(code).toBeVisible();
        await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
        await shot('verify-code');
        const mail = await hirelane.inbox.waitFor(email);
        expect(mail.subject).toMatch(w.codeSubject);
        await code.fill(codeFrom(mail));
        await form.getByRole('button', { name: w.confirm }).click();
        await expect(page).toHaveURL(/\/$/);
        // The form page opens the board as a new page, which says the address is confirmed.
        await expect(page.getByText(w.confirmed)).toBeVisible();
        await expect(page.getByRole('link', { name: w.board }).first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await shot('board');
      });

      await test.step('a reload keeps the session; a guest-only page sends to the board', async () => {
        await page.reload();
        await expect(page).toHaveURL(/\/$/);
        await expect(page.getByRole('button', { name: w.accountMenu }).first()).toBeVisible();
        await shot('board-after-reload');
        await page.goto('/login');
        await expect(page).toHaveURL(/\/$/);
      });

      await test.step('sign out, then sign in with the password', async () => {
        await signOut(page, w);
        await expect(form.getByLabel(w.email)).toBeVisible();
        await shot('login');
        await submitSignIn(page, email, PASSWORD, w);
        await expect(page).toHaveURL(/\/$/);
        await expect(page.getByRole('button', { name: w.accountMenu }).first()).toBeVisible();
      });

      await test.step('sign out: the session is gone for good, even after a reload', async () => {
        await signOut(page, w);
        await expect(page.getByRole('heading', { name: w.welcome })).toBeVisible();
        await shot('signed-out');
        await page.goto('/my-cv');
        await expect(page).toHaveURL(/\/login$/);
        await page.reload();
        await expect(page).toHaveURL(/\/login$/);
      });
    });
  });
}

test('a wrong password and an unconfirmed account get clear messages', async ({ page, hirelane }) => {
  const email = uniqueEmail('unconfirmed');
  await registerUser(hirelane, { email, password: PASSWORD });
  await hirelane.inbox.waitFor(email);

  await page.goto('/login');
  await submitSignIn(page, email, 'not-the-password');
  // Said next to the form (and focused), not only in the toast that vanishes.
  const formError = page.getByRole('main').locator('form').getByRole('alert');
  await expect(formError).toHaveText('Incorrect e-mail or password');
  await expect(formError).toBeFocused();

  await submitSignIn(page, email, PASSWORD);
  await expect(page.getByText('Confirm your e-mail address')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a visitor who never signed in makes no refresh call and sees no error in the console', async ({
  page,
}) => {
  const refreshCalls: string[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/refresh-token')) refreshCalls.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(refreshCalls).toEqual([]);
  expect(consoleErrors.filter((text) => /401|Unauthorized/.test(text))).toEqual([]);
});
