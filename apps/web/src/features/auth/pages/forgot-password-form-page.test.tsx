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
import { ForgotPasswordPage } from './forgot-password-page.tsx';

const page = formPageAt('forgotPassword', '/forgot-password', <ForgotPasswordPage />);

startEachTestSignedOut();

describe('/forgot-password as a server-rendered form page', () => {
  it('asks for the e-mail with a plain form (intent request), keeping the one typed', async () => {
    stubFetch();
    renderFormPage(
      page({
        step: 'request',
        values: { email: 'kari@' },
        error: {
          status: 400,
          code: 'VALIDATION_ERROR',
          message: 'Validation failed',
          fields: { email: 'Enter a valid e-mail address' },
        },
      }),
    );
    const email = (await screen.findByLabelText('E-mail')) as HTMLInputElement;
    expect([email.name, email.value]).toEqual(['email', 'kari@']);
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
    const form = formOf(email);
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/forgot-password']);
    const submit = screen.getByRole('button', { name: 'Send code' });
    expect([submit.getAttribute('name'), submit.getAttribute('value')]).toEqual(['intent', 'request']);
  });

  it('opens at the code step: the code, the new password, the e-mail hidden, reset and resend', async () => {
    stubFetch();
    renderFormPage(
      page({
        step: 'code',
        values: { email: 'kari@example.no' },
        error: { status: 400, code: 'CODE_EXPIRED', message: 'The code has expired' },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    const code = screen.getByRole('textbox', { name: 'Verification code' });
    expect(code.getAttribute('name')).toBe('code');
    // A failure about the code is said under the code, not in the form.
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The code has expired')).toBeTruthy();
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
    stubFetch();
    renderFormPage(
      page({
        step: 'code',
        values: { email: 'kari@example.no' },
        error: { status: 500, message: 'Internal server error' },
      }),
    );
    const form = formOf(await screen.findByRole('textbox', { name: 'Verification code' }));
    expect(within(form).getByRole('alert').textContent).toBe('Internal server error');
  });

  it('shows the done step the server answered with', async () => {
    stubFetch();
    renderFormPage(page({ step: 'done', values: {} }));
    expect(await screen.findByRole('heading', { name: 'Your password is changed' })).toBeTruthy();
  });

  it('keeps a code and password typed before the script ran, and resets through the API', async () => {
    const fetch = stubFetch();
    fetch.on('POST', '/auth/complete-forgot-password', () => jsonResponse(200, { message: 'Changed' }));
    hydrateFormPage(page({ step: 'code', values: { email: 'kari@example.no' } }), (html) => {
      typeBeforeScript(html.querySelector('input[name="code"]') as HTMLInputElement, '654321');
      typeBeforeScript(
        html.querySelector('input[name="newPassword"]') as HTMLInputElement,
        'a new long password',
      );
    });
    const code = screen.getByRole('textbox', { name: 'Verification code' }) as HTMLInputElement;
    await waitFor(() => expect(code.value).toBe('654321'));
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('heading', { name: 'Your password is changed' })).toBeTruthy();
    expect(fetch.callsTo('POST', '/auth/complete-forgot-password')[0]?.body).toEqual({
      email: 'kari@example.no',
      code: '654321',
      newPassword: 'a new long password',
    });
  });

  it('starts over in the page once hydrated, without the answer of the step it left', async () => {
    stubFetch();
    hydrateFormPage(
      page({
        step: 'request',
        values: { email: 'kari@' },
        error: {
          status: 400,
          message: 'Validation failed',
          fields: { email: 'Enter a valid e-mail address' },
        },
      }),
      () => {},
    );
    const fetch = stubFetch();
    fetch.on('POST', '/auth/forgot-password', () => jsonResponse(200, { message: 'Sent' }));
    const email = screen.getByLabelText('E-mail');
    await userEvent.clear(email);
    await userEvent.type(email, 'kari@example.no');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Use another e-mail' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('Enter a valid e-mail address')).toBeNull();
  });
});
