import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  formOf,
  formPageAt,
  postedAs,
  postedTo,
  refusalOf,
} from '../../../shared/forms/testing/form-page.tsx';
import { startEachTestSignedOut } from '../../../shared/testing/test-i18n.ts';
import { SignupPage } from './signup-page.tsx';

const open = formPageAt('signup', '/signup', <SignupPage />);

const named = (form: HTMLFormElement, name: string) =>
  form.querySelector(`[name="${name}"]`) as HTMLInputElement | HTMLSelectElement | null;

startEachTestSignedOut();

describe('/signup as a server-rendered form page', () => {
  it('registers with a plain form: every field by its API name, the country a native list', async () => {
    open('form');
    const form = formOf(await screen.findByLabelText('First name'));
    expect(postedTo(form)).toEqual(['post', '/signup']);
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
    expect(postedAs(submit)).toEqual(['intent', 'register']);
  });

  it("starts from the answer: what was typed (never the password) and the server's messages", async () => {
    open(
      'form',
      {
        firstName: 'Kari',
        lastName: 'Nordmann',
        email: 'kari@example.no',
        country: 'NO',
        agreedToPrivacyPolicy: 'on',
      },
      {
        status: 409,
        code: 'EMAIL_TAKEN',
        message: 'An account with this e-mail already exists',
        fields: { email: 'An account with this e-mail already exists' },
      },
    );
    expect(((await screen.findByLabelText('First name')) as HTMLInputElement).value).toBe('Kari');
    expect((screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement).value).toBe('NO');
    expect((screen.getByRole('checkbox', { name: /privacy policy/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /tips and news/ }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    // Under the e-mail, and not said twice in the form.
    expect(refusalOf(screen.getByLabelText('E-mail'))).toBe('An account with this e-mail already exists');
    expect(screen.getAllByText('An account with this e-mail already exists')).toHaveLength(1);
  });

  it('opens at the code step the server answered with: one code field, the e-mail hidden, two intents', async () => {
    open(
      'verify',
      { email: 'kari@example.no' },
      { status: 400, code: 'CODE_INVALID', message: 'The code is not right' },
    );
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeTruthy();
    const code = screen.getByRole('textbox', { name: 'Verification code' }) as HTMLInputElement;
    expect(code.getAttribute('name')).toBe('token');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(refusalOf(code)).toBe('The code is not right');
    const form = formOf(code);
    expect(postedTo(form)).toEqual(['post', '/signup']);
    expect((named(form, 'email') as HTMLInputElement).type).toBe('hidden');
    expect(named(form, 'email')?.value).toBe('kari@example.no');
    const verify = within(form).getByRole('button', { name: 'Confirm e-mail' });
    const resend = within(form).getByRole('button', { name: 'Send a new code' });
    expect([postedAs(verify), postedAs(resend)]).toEqual([
      ['intent', 'verify'],
      ['intent', 'resend'],
    ]);
    expect([verify.getAttribute('type'), resend.getAttribute('type')]).toEqual(['submit', 'submit']);
    expect(screen.getByRole('link', { name: 'Start over' }).getAttribute('href')).toBe('/signup');
  });
});
