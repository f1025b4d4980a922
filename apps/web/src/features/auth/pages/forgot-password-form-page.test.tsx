import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  formOf,
  formPageAt,
  postedAs,
  postedTo,
  refusalOf,
  validationFailed,
} from '../../../shared/forms/testing/form-page.tsx';
import { startEachTestSignedOut } from '../../../shared/testing/test-i18n.ts';
import { ForgotPasswordPage } from './forgot-password-page.tsx';

const open = formPageAt('forgotPassword', '/forgot-password', <ForgotPasswordPage />);

startEachTestSignedOut();

describe('/forgot-password as a server-rendered form page', () => {
  it('asks for the e-mail with a plain form (intent request), keeping the one typed', async () => {
    open('request', { email: 'kari@' }, validationFailed({ email: 'Enter a valid e-mail address' }));
    const email = (await screen.findByLabelText('E-mail')) as HTMLInputElement;
    expect([email.name, email.value]).toEqual(['email', 'kari@']);
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
    expect(postedTo(formOf(email))).toEqual(['post', '/forgot-password']);
    expect(postedAs(screen.getByRole('button', { name: 'Send code' }))).toEqual(['intent', 'request']);
  });

  it('opens at the code step: the code, the new password, the e-mail hidden, reset and resend', async () => {
    open(
      'code',
      { email: 'kari@example.no' },
      { status: 400, code: 'CODE_EXPIRED', message: 'The code has expired' },
    );
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    const code = screen.getByRole('textbox', { name: 'Verification code' });
    expect(code.getAttribute('name')).toBe('code');
    // A failure about the code is said under the code, not in the form.
    expect(refusalOf(code)).toBe('The code has expired');
    const form = formOf(code);
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('New password').getAttribute('name')).toBe('newPassword');
    const email = form.querySelector('input[name="email"]') as HTMLInputElement;
    expect([email.type, email.value]).toEqual(['hidden', 'kari@example.no']);
    const intents = within(form)
      .getAllByRole('button')
      .filter((button) => button.getAttribute('name') === 'intent')
      .map((button) => button.getAttribute('value'));
    expect(intents).toEqual(['reset', 'resend']);
    expect(screen.getByRole('link', { name: 'Use another e-mail' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('says any other failure of the reset in the form', async () => {
    open('code', { email: 'kari@example.no' }, { status: 500, message: 'Internal server error' });
    const form = formOf(await screen.findByRole('textbox', { name: 'Verification code' }));
    expect(within(form).getByRole('alert').textContent).toBe('Internal server error');
  });

  it('shows the done step the server answered with', async () => {
    open('done');
    expect(await screen.findByRole('heading', { name: 'Your password is changed' })).toBeTruthy();
  });
});
