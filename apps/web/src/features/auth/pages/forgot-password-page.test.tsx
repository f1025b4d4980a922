import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  errorResponse,
  failsWithoutBody,
  jsonResponse,
  stubFetch,
  validationFailed,
} from '../../../shared/testing/fake-fetch.ts';
import { fillAndSubmit } from '../../../shared/testing/fill-form.ts';
import { renderRoutes } from '../../../shared/testing/render.tsx';
import { startEachTestSignedOut } from '../../../shared/testing/test-i18n.ts';
import { typeCode } from '../testing/code-input.ts';
import { ForgotPasswordPage } from './forgot-password-page.tsx';

function renderPage() {
  return renderRoutes(
    [
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/login', element: <h1>login</h1> },
    ],
    '/forgot-password',
  );
}

const requestCode = (email = 'kari@example.no') => fillAndSubmit({ 'E-mail': email }, 'Send code');

startEachTestSignedOut();

describe('/forgot-password', () => {
  it('goes request → code and new password → success, with the calls', async () => {
    const fetch = stubFetch();
    fetch.on('POST', '/auth/forgot-password', () => jsonResponse(200, { message: 'A code is on its way' }));
    fetch.on('POST', '/auth/complete-forgot-password', () => jsonResponse(200, { message: 'Changed' }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();

    const user = await requestCode('Kari@Example.no');
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    expect(fetch.callsTo('POST', '/auth/forgot-password')[0]?.body).toEqual({ email: 'kari@example.no' });
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy();

    typeCode('123456');
    await user.type(screen.getByLabelText('New password'), 'a-brand-new-secret');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(await screen.findByRole('heading', { name: 'Your password is changed' })).toBeTruthy();
    expect(fetch.callsTo('POST', '/auth/complete-forgot-password')[0]?.body).toEqual({
      email: 'kari@example.no',
      code: '123456',
      newPassword: 'a-brand-new-secret',
    });
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login');
  });

  it('checks the e-mail and the code locally before sending', async () => {
    const fetch = stubFetch();
    fetch.on('POST', '/auth/forgot-password', () => jsonResponse(200, { message: 'ok' }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(fetch.calls).toHaveLength(0);

    const user = await requestCode();
    await screen.findByRole('heading', { name: 'Choose a new password' });
    typeCode('12');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Enter the 6-digit code from the e-mail')).toBeTruthy();
    expect(screen.getByText('Use at least 8 characters')).toBeTruthy();
    expect(fetch.callsTo('POST', '/auth/complete-forgot-password')).toHaveLength(0);
  });

  it("shows a wrong or expired code under the code, and the server's password rule under the password", async () => {
    const fetch = stubFetch();
    fetch.on('POST', '/auth/forgot-password', () => jsonResponse(200, { message: 'ok' }));
    fetch.on(
      'POST',
      '/auth/complete-forgot-password',
      () => errorResponse(400, 'CODE_EXPIRED', 'This code has expired. Ask for a new one.'),
      () => validationFailed('This password is too common', { newPassword: 'This password is too common' }),
    );
    renderPage();
    const user = await requestCode();
    await screen.findByRole('heading', { name: 'Choose a new password' });
    typeCode('123456');
    await user.type(screen.getByLabelText('New password'), 'password1234');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect((await screen.findAllByText('This code has expired. Ask for a new one.')).length).toBeGreaterThan(
      0,
    );

    typeCode('654321');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect((await screen.findAllByText('This password is too common')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('New password').getAttribute('data-invalid')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
  });

  it("falls back to 'Failed to request password reset' and 'Failed to reset password'", async () => {
    const fetch = stubFetch();
    fetch.on('POST', '/auth/forgot-password', failsWithoutBody(500), () =>
      jsonResponse(200, { message: 'ok' }),
    );
    fetch.on('POST', '/auth/complete-forgot-password', failsWithoutBody(502));
    renderPage();
    const user = await requestCode();
    expect(await screen.findByText('Failed to request password reset')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('heading', { name: 'Choose a new password' });
    typeCode('123456');
    await user.type(screen.getByLabelText('New password'), 'a-brand-new-secret');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Failed to reset password')).toBeTruthy();
  });

  it('goes on to the code step when a code was sent moments ago (429), and resends on request', async () => {
    const fetch = stubFetch();
    fetch.on(
      'POST',
      '/auth/forgot-password',
      () => errorResponse(429, 'RESEND_TOO_SOON', 'Wait a minute before asking for a new code'),
      () => jsonResponse(200, { message: 'ok' }),
    );
    renderPage();
    const user = await requestCode();
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    expect(await screen.findByText('Wait a minute before asking for a new code')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('A new code is on its way to kari@example.no.')).toBeTruthy();
    expect(fetch.callsTo('POST', '/auth/forgot-password')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Use another e-mail' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
  });
});
