import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../../shared/session/session-store.ts';
import {
  errorResponse,
  failsWithoutBody,
  jsonResponse,
  stubFetch,
} from '../../../shared/testing/fake-fetch.ts';
import { fillAndSubmit } from '../../../shared/testing/fill-form.ts';
import { renderRoutes } from '../../../shared/testing/render.tsx';
import { startEachTestSignedOut } from '../../../shared/testing/test-i18n.ts';
import { SIGN_IN_ANSWER } from '../testing/sign-in-answer.ts';
import { LoginPage } from './login-page.tsx';
import { SignupPage } from './signup-page.tsx';

function renderLogin() {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/', element: <h1>board</h1> },
    ],
    '/login',
  );
}

const signIn = (email: string, password: string) =>
  fillAndSubmit({ 'E-mail': email, Password: password }, 'Sign in');

startEachTestSignedOut();

describe('/login', () => {
  it('stores the tokens and goes to / on success', async () => {
    const fetch = stubFetch();
    fetch.on('POST', '/auth/login', () => jsonResponse(200, SIGN_IN_ANSWER));
    const router = renderLogin();
    await signIn('Kari@Example.no', 'secret-password');

    expect(await screen.findByRole('heading', { name: 'board' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(fetch.callsTo('POST', '/auth/login')[0]?.body).toEqual({
      email: 'kari@example.no',
      password: 'secret-password',
    });
    expect(getSession()).toMatchObject({ ...SIGN_IN_ANSWER, userRole: 'Premium', isAuthenticated: true });
  });

  it("shows the server's message in a toast on failure, without a token refresh", async () => {
    const fetch = stubFetch();
    fetch.on('POST', '/auth/login', () =>
      errorResponse(401, 'INVALID_CREDENTIALS', 'Incorrect e-mail or password'),
    );
    renderLogin();
    await signIn('kari@example.no', 'wrong-password');
    expect(await screen.findByText('Incorrect e-mail or password')).toBeTruthy();
    expect(fetch.callsTo('POST', '/auth/refresh-token')).toHaveLength(0);
    // Said in the form too, focused, in the toast's words.
    const form = screen.getByRole('button', { name: 'Sign in' }).closest('form') as HTMLElement;
    const formError = await within(form).findByRole('alert');
    expect(formError.textContent).toBe('Incorrect e-mail or password');
    await waitFor(() => expect(document.activeElement).toBe(formError));
    expect(getSession()).toMatchObject({
      isAuthenticated: false,
      loading: false,
      error: 'Incorrect e-mail or password',
    });
  });

  it("falls back to 'Login failed' without a server message", async () => {
    const fetch = stubFetch();
    fetch.on('POST', '/auth/login', () => new Response('Bad gateway', { status: 502 }));
    renderLogin();
    await signIn('kari@example.no', 'secret-password');
    expect(await screen.findByText('Login failed')).toBeTruthy();
  });

  it('shows field errors under the fields and sends nothing', async () => {
    const fetch = stubFetch();
    renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    // Only the look-up of the social sign-in buttons: no sign-in was sent.
    expect(fetch.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('offers a new code for an unverified account and continues at the code step of /signup', async () => {
    const fetch = stubFetch();
    fetch.on('POST', '/auth/login', () =>
      errorResponse(403, 'EMAIL_NOT_VERIFIED', 'Confirm your e-mail address first'),
    );
    fetch.on('POST', '/auth/resend-confirmation', () => jsonResponse(200, { message: 'Sent' }));
    const router = renderLogin();
    const user = await signIn('kari@example.no', 'secret-password');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Confirm your e-mail address')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Send a new code' }));

    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/signup');
    expect(screen.getByText(/We sent a 6-digit code to kari@example\.no/)).toBeTruthy();
    expect(fetch.callsTo('POST', '/auth/resend-confirmation')[0]?.body).toEqual({ email: 'kari@example.no' });
  });

  it('links to sign-up and forgot password', async () => {
    stubFetch();
    renderLogin();
    expect((await screen.findByRole('link', { name: 'Create an account' })).getAttribute('href')).toBe(
      '/signup',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });
});

describe('/login social sign-in buttons', () => {
  const provider = { clientId: 'c', authorizeUrl: 'https://idp.example.test/auth', scope: 'openid email' };

  it('shows "Continue with …" for each configured provider only', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/auth/social/providers', () => jsonResponse(200, { google: provider, facebook: null }));
    renderLogin();
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).toBeNull();
  });

  it('shows no social buttons when none is configured, or the look-up fails', async () => {
    const fetch = stubFetch();
    fetch.on(
      'GET',
      '/auth/social/providers',
      () => jsonResponse(200, { google: null, facebook: null }),
      failsWithoutBody(500),
    );
    renderLogin();
    await screen.findByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(fetch.callsTo('GET', '/auth/social/providers')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
  });
});
