import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { socialProvidersQuery } from '../../../shared/social-auth/social-providers.ts';
import { failsWithoutBody, jsonResponse, validationFailed } from '../../../shared/testing/fake-fetch.ts';
import { fillAndSubmit } from '../../../shared/testing/fill-form.ts';
import { createTestQueryClient, renderWithProviders } from '../../../shared/testing/render.tsx';
import { startEachTestSignedIn } from '../../../shared/testing/test-i18n.ts';
import { stubServer } from '../testing/stub-server.ts';
import { ChangePasswordPage } from './change-password-page.tsx';

const fill = (current: string, next: string) =>
  fillAndSubmit({ 'Current password': current, 'New password': next }, 'Change password');

startEachTestSignedIn();

describe('/account/password', () => {
  it('changes the password with a toast and empties the form', async () => {
    const fetch = stubServer();
    fetch.on('POST', '/auth/reset-password', () => jsonResponse(200, { message: 'Changed' }));
    renderWithProviders(<ChangePasswordPage />);
    await fill('old-secret-1', 'new-secret-22');
    expect(
      await screen.findByText(
        'Your password is changed. Other devices and browser extensions were signed out.',
      ),
    ).toBeTruthy();
    const [call] = fetch.callsTo('POST', '/auth/reset-password');
    expect(call?.body).toEqual({ currentPassword: 'old-secret-1', newPassword: 'new-secret-22' });
    expect(call?.headers.get('Authorization')).toBe('Bearer access');
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it('puts a wrong current password under its field', async () => {
    const fetch = stubServer();
    fetch.on('POST', '/auth/reset-password', () =>
      validationFailed('Your current password is not correct', {
        currentPassword: 'Your current password is not correct',
      }),
    );
    renderWithProviders(<ChangePasswordPage />);
    await fill('wrong-secret', 'new-secret-22');
    expect((await screen.findAllByText('Your current password is not correct')).length).toBe(2);
    expect(screen.getByLabelText('Current password').getAttribute('data-invalid')).toBe('true');
  });

  it("checks the new password locally, and falls back to 'Failed to reset password'", async () => {
    const fetch = stubServer();
    fetch.on('POST', '/auth/reset-password', failsWithoutBody(503));
    renderWithProviders(<ChangePasswordPage />);
    const user = await fill('old-secret-1', 'short');
    expect(await screen.findByText('Use at least 8 characters')).toBeTruthy();
    expect(fetch.callsTo('POST', '/auth/reset-password')).toHaveLength(0);
    await user.type(screen.getByLabelText('New password'), '-but-longer');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Failed to reset password')).toBeTruthy();
  });
  it('tells an account made with Google or Facebook how to get a password only when social sign-in is configured', async () => {
    stubServer({ social: true });
    renderWithProviders(<ChangePasswordPage />);
    expect(await screen.findByText(/Signed up with Google or Facebook\?/)).toBeTruthy();
  });

  it('says nothing of Google or Facebook when no provider is configured', async () => {
    const queryClient = createTestQueryClient();
    stubServer();
    renderWithProviders(<ChangePasswordPage />, queryClient);
    await waitFor(() =>
      expect(queryClient.getQueryState(socialProvidersQuery().queryKey)?.status).toBe('success'),
    );
    expect(screen.getByLabelText('Current password')).toBeTruthy();
    expect(screen.queryByText(/Google or Facebook/)).toBeNull();
  });
});
