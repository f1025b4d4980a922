import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  formOf,
  formPageAt,
  hydrateFormPage,
  renderFormPage,
  typeBeforeScript,
} from '../../../shared/forms/testing/form-page.tsx';
import { jsonResponse, stubFetch } from '../../../shared/testing/fake-fetch.ts';
import { startEachTestSignedOut } from '../../../shared/testing/test-i18n.ts';
import { SignupPage } from './signup-page.tsx';

const page = formPageAt('signup', '/signup', <SignupPage />);

const named = (form: HTMLFormElement, name: string) =>
  form.querySelector(`[name="${name}"]`) as HTMLInputElement | HTMLSelectElement | null;

startEachTestSignedOut();

describe('/signup as a server-rendered form page', () => {
  it('registers with a plain form: every field by its API name, the country a native list', async () => {
    stubFetch();
    renderFormPage(page({ step: 'form', values: {} }));
    const form = formOf(await screen.findByLabelText('First name'));
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/signup');
    for (const name of ['firstName', 'lastName', 'email', 'password']) {
      expect(named(form, name)?.tagName).toBe('INPUT');
    }
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(country.tagName).toBe('SELECT');
    expect(country.getAttribute('name')).toBe('country');
    expect(within(country).getByRole('option', { name: 'Norway' }).getAttribute('value')).toBe('NO');
    const privacy = screen.getByRole('checkbox', { name: /privacy policy/ });
    expect(privacy.getAttribute('name')).toBe('agreedToPrivacyPolicy');
    // A ticked checkbox posts "on".
    expect(privacy.getAttribute('value')).toBeNull();
    expect(screen.getByRole('checkbox', { name: /tips and news/ }).getAttribute('name')).toBe(
      'consentedToMarketing',
    );
    const submit = screen.getByRole('button', { name: 'Create account' });
    expect([submit.getAttribute('name'), submit.getAttribute('value')]).toEqual(['intent', 'register']);
  });

  it("starts from the answer: what was typed (never the password) and the server's messages", async () => {
    stubFetch();
    renderFormPage(
      page({
        step: 'form',
        values: {
          firstName: 'Kari',
          lastName: 'Nordmann',
          email: 'kari@example.no',
          country: 'NO',
          agreedToPrivacyPolicy: 'on',
        },
        error: {
          status: 409,
          code: 'EMAIL_TAKEN',
          message: 'An account with this e-mail already exists',
          fields: { email: 'An account with this e-mail already exists' },
        },
      }),
    );
    expect(((await screen.findByLabelText('First name')) as HTMLInputElement).value).toBe('Kari');
    expect((screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement).value).toBe('NO');
    expect((screen.getByRole('checkbox', { name: /privacy policy/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /tips and news/ }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    // Under the e-mail, and not said twice in the form.
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('An account with this e-mail already exists')).toHaveLength(1);
  });

  it('opens at the code step the server answered with: one code field, the e-mail hidden, two intents', async () => {
    stubFetch();
    renderFormPage(
      page({
        step: 'verify',
        values: { email: 'kari@example.no' },
        error: { status: 400, code: 'CODE_INVALID', message: 'The code is not right' },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeTruthy();
    const code = screen.getByRole('textbox', { name: 'Verification code' }) as HTMLInputElement;
    expect(code.getAttribute('name')).toBe('token');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The code is not right')).toBeTruthy();
    const form = formOf(code);
    expect(form.getAttribute('action')).toBe('/signup');
    expect((named(form, 'email') as HTMLInputElement).type).toBe('hidden');
    expect(named(form, 'email')?.value).toBe('kari@example.no');
    const verify = within(form).getByRole('button', { name: 'Confirm e-mail' });
    const resend = within(form).getByRole('button', { name: 'Send a new code' });
    expect([verify.getAttribute('value'), resend.getAttribute('value')]).toEqual(['verify', 'resend']);
    expect([verify.getAttribute('type'), resend.getAttribute('type')]).toEqual(['submit', 'submit']);
    expect(screen.getByRole('link', { name: 'Start over' }).getAttribute('href')).toBe('/signup');
  });

  it('keeps a code typed before the script ran, and confirms it through the API once hydrated', async () => {
    const fetch = stubFetch();
    fetch.on('POST', '/auth/verify-email', () =>
      jsonResponse(200, { message: 'Verified', accessToken: 'a', idToken: 'i', hideLoginGuide: true }),
    );
    hydrateFormPage(page({ step: 'verify', values: { email: 'kari@example.no' } }), (html) => {
      typeBeforeScript(html.querySelector('input[name="token"]') as HTMLInputElement, '123456');
    });
    const code = screen.getByRole('textbox', { name: 'Verification code' }) as HTMLInputElement;
    await waitFor(() => expect(code.value).toBe('123456'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm e-mail' }));
    await waitFor(() => expect(fetch.callsTo('POST', '/auth/verify-email')).toHaveLength(1));
    expect(fetch.callsTo('POST', '/auth/verify-email')[0]?.body).toEqual({
      email: 'kari@example.no',
      token: '123456',
    });
  });

  it('keeps a whole registration typed before the script ran, and registers through the API', async () => {
    const fetch = stubFetch();
    fetch.on('POST', '/auth/register', () => jsonResponse(200, { message: 'Check your e-mail' }));
    hydrateFormPage(page({ step: 'form', values: {} }), (html) => {
      const field = (name: string) => html.querySelector(`[name="${name}"]`) as HTMLInputElement;
      typeBeforeScript(field('firstName'), 'Kari');
      typeBeforeScript(field('lastName'), 'Nordmann');
      typeBeforeScript(field('email'), 'kari@example.no');
      typeBeforeScript(field('password'), 'correct horse battery');
      (html.querySelector('select[name="country"]') as HTMLSelectElement).value = 'NO';
      field('agreedToPrivacyPolicy').checked = true;
    });
    expect((screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement).value).toBe('NO');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeTruthy();
    expect(fetch.callsTo('POST', '/auth/register')[0]?.body).toEqual({
      firstName: 'Kari',
      lastName: 'Nordmann',
      email: 'kari@example.no',
      country: 'NO',
      password: 'correct horse battery',
      agreedToPrivacyPolicy: true,
      consentedToMarketing: false,
    });
    // The step the page went on to is the app's: its answer (the registration's) is not carried over.
    expect(screen.getByRole('textbox', { name: 'Verification code' }).getAttribute('name')).toBe('token');
  });
});
