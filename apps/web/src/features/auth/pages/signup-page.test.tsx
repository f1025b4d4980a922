import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { getSession } from '../../../shared/session/session-store.ts';
import {
  errorResponse,
  failsWithoutBody,
  jsonResponse,
  stubFetch,
} from '../../../shared/testing/fake-fetch.ts';
import { renderRoutes } from '../../../shared/testing/render.tsx';
import { startEachTestSignedOut } from '../../../shared/testing/test-i18n.ts';
import { typeCode } from '../testing/code-input.ts';
import { SIGN_IN_ANSWER } from '../testing/sign-in-answer.ts';
import { SignupPage } from './signup-page.tsx';

function renderSignup(state?: unknown) {
  return renderRoutes(
    [
      { path: '/signup', element: <SignupPage /> },
      { path: '/login', element: <h1>login</h1> },
      { path: '/', element: <h1>board</h1> },
    ],
    { pathname: '/signup', state },
  );
}

async function fillRegistration() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('First name'), 'Kari');
  await user.type(screen.getByLabelText('Last name'), 'Nordmann');
  await user.type(screen.getByLabelText('E-mail'), 'kari@example.no');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Norway');
  await user.type(screen.getByLabelText('Password'), 'correct horse battery');
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
  return user;
}

startEachTestSignedOut();

describe('/signup', () => {
  it('registers, verifies the code, and is signed in on the board with a welcome', async () => {
    const fetch = stubFetch();
    fetch.on('POST', '/auth/register', () => jsonResponse(200, { message: 'Check your e-mail' }));
    fetch.on('POST', '/auth/verify-email', () =>
      jsonResponse(200, { message: 'Verified', ...SIGN_IN_ANSWER, hideLoginGuide: false }),
    );
    const router = renderSignup();

    const user = await fillRegistration();
    await user.click(screen.getByRole('button', { name: 'Create account' }));

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
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' }).getAttribute('autocomplete')).toBe(
      'one-time-code',
    );

    typeCode('123456');
    await user.click(screen.getByRole('button', { name: 'Confirm e-mail' }));

    expect(await screen.findByRole('heading', { name: 'board' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Your e-mail address is confirmed. Welcome to Hirelane!')).toBeTruthy();
    expect(fetch.callsTo('POST', '/auth/verify-email')[0]?.body).toEqual({
      email: 'kari@example.no',
      token: '123456',
    });
    expect(getSession()).toMatchObject({
      accessToken: SIGN_IN_ANSWER.accessToken,
      idToken: SIGN_IN_ANSWER.idToken,
      hideLoginGuide: false,
      isAuthenticated: true,
    });
    expect(fetch.callsTo('POST', '/auth/login')).toHaveLength(0);
  });

  it('shows the rule and the errors under the fields, in the interface language', async () => {
    const fetch = stubFetch();
    renderSignup();
    expect(await screen.findByText('8–128 characters')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Choose a country')).toBeTruthy();
    expect(screen.getByText('Use at least 8 characters')).toBeTruthy();
    expect(screen.getByText('You must accept the privacy policy')).toBeTruthy();

    await act(() => i18n.changeLanguage('no'));
    expect(await screen.findByText('Fyll inn fornavn')).toBeTruthy();
    expect(screen.getByText('Bruk minst 8 tegn')).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
    // Only the look-up of the social sign-in buttons: nothing was registered.
    expect(fetch.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it("shows 'Registration failed' or the server's message and stays on the form", async () => {
    const fetch = stubFetch();
    fetch.on('POST', '/auth/register', failsWithoutBody(500), () =>
      errorResponse(409, 'CONFLICT', 'This e-mail address is already registered'),
    );
    renderSignup();
    const user = await fillRegistration();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Registration failed')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('This e-mail address is already registered')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeTruthy();
  });

  it('resends the code without leaving the step, and shows a wait message from the server', async () => {
    const fetch = stubFetch();
    fetch.on(
      'POST',
      '/auth/resend-confirmation',
      () => jsonResponse(200, { message: 'Sent' }),
      () => errorResponse(429, 'RESEND_TOO_SOON', 'Wait a minute before asking for a new code'),
    );
    renderSignup({ verifyEmail: 'kari@example.no' });
    const resend = await screen.findByRole('button', { name: 'Send a new code' });

    await userEvent.click(resend);
    expect(await screen.findByText('A new code is on its way to kari@example.no.')).toBeTruthy();
    await userEvent.click(resend);
    expect(await screen.findByText('Wait a minute before asking for a new code')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Check your e-mail' })).toBeTruthy();
    expect(fetch.callsTo('POST', '/auth/resend-confirmation')[0]?.body).toEqual({ email: 'kari@example.no' });
  });

  it('rejects an incomplete code locally and shows a wrong code from the server', async () => {
    const fetch = stubFetch();
    fetch.on('POST', '/auth/verify-email', () =>
      errorResponse(400, 'CODE_INVALID', 'That code is not right'),
    );
    renderSignup({ verifyEmail: 'kari@example.no' });
    await screen.findByRole('heading', { name: 'Check your e-mail' });

    typeCode('123');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm e-mail' }));
    expect(await screen.findByText('Enter the 6-digit code from the e-mail')).toBeTruthy();
    expect(fetch.calls).toHaveLength(0);

    typeCode('654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm e-mail' }));
    expect((await screen.findAllByText('That code is not right')).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Check your e-mail' })).toBeTruthy();
    // Said under the code, not again above the buttons.
    const form = screen.getByRole('button', { name: 'Confirm e-mail' }).closest('form') as HTMLElement;
    expect(within(form).getByText('That code is not right')).toBeTruthy();
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it("falls back to 'OTP verification failed' and 'Failed to resend OTP'", async () => {
    const fetch = stubFetch();
    fetch.on('POST', '/auth/verify-email', failsWithoutBody(500));
    fetch.on('POST', '/auth/resend-confirmation', failsWithoutBody(500));
    renderSignup({ verifyEmail: 'kari@example.no' });
    await screen.findByRole('heading', { name: 'Check your e-mail' });
    typeCode('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm e-mail' }));
    expect((await screen.findAllByText('OTP verification failed')).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('Failed to resend OTP')).toBeTruthy();
  });

  it('start over goes back to the registration form', async () => {
    stubFetch();
    renderSignup({ verifyEmail: 'kari@example.no' });
    await userEvent.click(await screen.findByRole('button', { name: 'Start over' }));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
  });
});
