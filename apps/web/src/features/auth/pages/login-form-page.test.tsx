import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import {
  formOf,
  formPageAt,
  hydrateFormPage,
  renderFormPage,
  typeBeforeScript,
} from '../../../shared/forms/testing/form-page.tsx';
import { createI18nOptions } from '../../../shared/i18n/i18n-options.ts';
import { NAMESPACES } from '../../../shared/i18n/namespaces.ts';
import { jsonResponse, stubFetch } from '../../../shared/testing/fake-fetch.ts';
import { localeResources, startEachTestSignedOut } from '../../../shared/testing/test-i18n.ts';
import { SIGN_IN_ANSWER } from '../testing/sign-in-answer.ts';
import { LoginPage } from './login-page.tsx';

const page = formPageAt('login', '/login', <LoginPage />);

startEachTestSignedOut();

describe('/login as a server-rendered form page', () => {
  it('is a plain form posted to /login, its fields and button named as the server reads them', async () => {
    stubFetch();
    renderFormPage(page({ step: 'form', values: {} }));
    const email = await screen.findByLabelText('E-mail');
    const form = formOf(email);
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/login');
    expect(email.getAttribute('name')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('name')).toBe('password');
    const submit = screen.getByRole('button', { name: 'Sign in' });
    expect(submit.getAttribute('type')).toBe('submit');
    expect(submit.getAttribute('name')).toBe('intent');
    expect(submit.getAttribute('value')).toBe('login');
  });

  it("starts from the server's answer: the e-mail typed and the failure, worded as the app words it", async () => {
    stubFetch();
    renderFormPage(
      page({
        step: 'form',
        values: { email: 'kari@example.no' },
        error: { status: 401, code: 'INVALID_CREDENTIALS', message: 'Incorrect e-mail or password' },
      }),
    );
    expect(((await screen.findByLabelText('E-mail')) as HTMLInputElement).value).toBe('kari@example.no');
    const form = formOf(screen.getByLabelText('E-mail'));
    expect(within(form).getByRole('alert').textContent).toBe('Incorrect e-mail or password');
  });

  it("words the failure in the page's own language (the server renders each page with its own)", async () => {
    stubFetch();
    // The app's instance stays in English, as on the server; the page is in Norwegian.
    const norwegian = i18next.createInstance();
    const { detection: _detection, backend: _backend, ...options } = createI18nOptions();
    await norwegian.init({ ...options, ns: [...NAMESPACES], lng: 'no', resources: localeResources() });
    renderFormPage({
      ...page({
        step: 'form',
        values: { email: 'kari@example.no' },
        error: { status: 401, code: 'INVALID_CREDENTIALS', message: 'Incorrect e-mail or password' },
      }),
      route: {
        path: '/login',
        element: (
          <I18nextProvider i18n={norwegian}>
            <LoginPage />
          </I18nextProvider>
        ),
      },
    });
    const form = formOf(await screen.findByLabelText('E-post'));
    expect(within(form).getByRole('alert').textContent).toBe('Feil e-postadresse eller passord');
  });

  it("puts the server's field messages under the fields", async () => {
    stubFetch();
    renderFormPage(
      page({
        step: 'form',
        values: { email: 'kari@' },
        error: {
          status: 400,
          code: 'VALIDATION_ERROR',
          message: 'Validation failed',
          fields: { email: 'Enter a valid e-mail address' },
        },
      }),
    );
    const email = await screen.findByLabelText('E-mail');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
  });

  it('offers a new code for an unconfirmed address as a plain form posted to /signup', async () => {
    stubFetch();
    renderFormPage(
      page({
        step: 'form',
        values: { email: 'kari@example.no' },
        error: { status: 403, code: 'EMAIL_NOT_VERIFIED', message: 'Confirm your e-mail address first' },
      }),
    );
    const resend = await screen.findByRole('button', { name: 'Send a new code' });
    const form = formOf(resend);
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/signup');
    expect((form.querySelector('input[name="email"]') as HTMLInputElement).value).toBe('kari@example.no');
    expect(resend.getAttribute('name')).toBe('intent');
    expect(resend.getAttribute('value')).toBe('resend');
    // Said by the alert only: not also as the sign-in form's failure.
    expect(within(formOf(screen.getByLabelText('E-mail'))).queryByRole('alert')).toBeNull();
  });

  it('keeps what was typed before the script ran, and signs in through the API once hydrated', async () => {
    const fetch = stubFetch();
    fetch.on('POST', '/auth/login', () => jsonResponse(200, SIGN_IN_ANSWER));
    const { container } = hydrateFormPage(page({ step: 'form', values: {} }), (html) => {
      typeBeforeScript(html.querySelector('input[name="email"]') as HTMLInputElement, 'kari@example.no');
      typeBeforeScript(html.querySelector('input[name="password"]') as HTMLInputElement, 'secret-password');
    });
    const email = container.querySelector('input[name="email"]') as HTMLInputElement;
    expect(screen.getByLabelText('E-mail')).toBe(email);
    expect(email.value).toBe('kari@example.no');

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(fetch.callsTo('POST', '/auth/login')).toHaveLength(1));
    expect(fetch.callsTo('POST', '/auth/login')[0]?.body).toEqual({
      email: 'kari@example.no',
      password: 'secret-password',
    });
    expect(await screen.findByRole('heading', { name: 'elsewhere' })).toBeTruthy();
  });
});
