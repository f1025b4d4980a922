import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import {
  formOf,
  formPageAt,
  postedAs,
  postedTo,
  refusalOf,
  validationFailed,
} from '../../../shared/forms/testing/form-page.tsx';
import { createI18nOptions } from '../../../shared/i18n/i18n-options.ts';
import { NAMESPACES } from '../../../shared/i18n/namespaces.ts';
import { localeResources, startEachTestSignedOut } from '../../../shared/testing/test-i18n.ts';
import { LoginPage } from './login-page.tsx';

const open = formPageAt('login', '/login', <LoginPage />);
const WRONG_PASSWORD = { status: 401, code: 'INVALID_CREDENTIALS', message: 'Incorrect e-mail or password' };

startEachTestSignedOut();

describe('/login as a server-rendered form page', () => {
  it('is a plain form posted to /login, its fields and button named as the server reads them', async () => {
    open('form');
    const email = await screen.findByLabelText('E-mail');
    expect(postedTo(formOf(email))).toEqual(['post', '/login']);
    expect(email.getAttribute('name')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('name')).toBe('password');
    const submit = screen.getByRole('button', { name: 'Sign in' });
    expect(submit.getAttribute('type')).toBe('submit');
    expect(postedAs(submit)).toEqual(['intent', 'login']);
  });

  it('links to sign-up and forgot password', async () => {
    open('form');
    expect((await screen.findByRole('link', { name: 'Create an account' })).getAttribute('href')).toBe(
      '/signup',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it("starts from the server's answer: the e-mail typed and the failure, worded as the app words it", async () => {
    open('form', { email: 'kari@example.no' }, WRONG_PASSWORD);
    expect(((await screen.findByLabelText('E-mail')) as HTMLInputElement).value).toBe('kari@example.no');
    const form = formOf(screen.getByLabelText('E-mail'));
    expect(within(form).getByRole('alert').textContent).toBe('Incorrect e-mail or password');
  });

  it("words the failure in the page's own language (the server renders each page with its own)", async () => {
    // The app's instance stays in English, as on the server; the page is in Norwegian.
    const norwegian = i18next.createInstance();
    const { detection: _detection, backend: _backend, ...options } = createI18nOptions();
    await norwegian.init({ ...options, ns: [...NAMESPACES], lng: 'no', resources: localeResources() });
    const openInNorwegian = formPageAt(
      'login',
      '/login',
      <I18nextProvider i18n={norwegian}>
        <LoginPage />
      </I18nextProvider>,
    );
    openInNorwegian('form', { email: 'kari@example.no' }, WRONG_PASSWORD);
    const form = formOf(await screen.findByLabelText('E-post'));
    expect(within(form).getByRole('alert').textContent).toBe('Feil e-postadresse eller passord');
  });

  it("puts the server's field messages under the fields", async () => {
    open('form', { email: 'kari@' }, validationFailed({ email: 'Enter a valid e-mail address' }));
    const email = await screen.findByLabelText('E-mail');
    expect(refusalOf(email)).toBe('Enter a valid e-mail address');
  });

  it('offers a new code for an unconfirmed address as a plain form posted to /signup', async () => {
    open(
      'form',
      { email: 'kari@example.no' },
      { status: 403, code: 'EMAIL_NOT_VERIFIED', message: 'Confirm your e-mail address first' },
    );
    const resend = await screen.findByRole('button', { name: 'Send a new code' });
    const form = formOf(resend);
    expect(postedTo(form)).toEqual(['post', '/signup']);
    expect((form.querySelector('input[name="email"]') as HTMLInputElement).value).toBe('kari@example.no');
    expect(postedAs(resend)).toEqual(['intent', 'resend']);
    // Said by the alert only: not also as the sign-in form's failure.
    expect(within(formOf(screen.getByLabelText('E-mail'))).queryByRole('alert')).toBeNull();
  });
});
