import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getSession } from '../../../shared/session/session-store.ts';
import { socialProvidersQuery } from '../../../shared/social-auth/social-providers.ts';
import { jsonResponse, validationFailed } from '../../../shared/testing/fake-fetch.ts';
import { spyOnPageLoads } from '../../../shared/testing/page-loads.ts';
import { createTestQueryClient, renderRoutes } from '../../../shared/testing/render.tsx';
import { startEachTestSignedIn } from '../../../shared/testing/test-i18n.ts';
import { stubDataExport } from '../testing/data-export.ts';
import { stubServer } from '../testing/stub-server.ts';
import { DeleteAccountPage } from './delete-account-page.tsx';

function renderPage() {
  const queryClient = createTestQueryClient();
  const router = renderRoutes(
    [{ path: '/account/delete', element: <DeleteAccountPage /> }],
    '/account/delete',
    queryClient,
  );
  return { router, queryClient };
}

async function confirmDeletion() {
  await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete everything' }));
}

async function deleteWithPassword(password: string) {
  await userEvent.type(await screen.findByLabelText('Your password'), password);
  await confirmDeletion();
}

/** The server refuses the deletion with `message` under one field, as its 400 VALIDATION_FAILED does. */
function refuseDeletion(field: 'confirmation' | 'password', message: string) {
  const fetch = stubServer();
  fetch.on('POST', '/auth/delete-profile', () => validationFailed(message, { [field]: message }));
  return fetch;
}

startEachTestSignedIn();

describe('/account/delete', () => {
  it('says plainly what is deleted', async () => {
    stubServer();
    renderPage();
    expect(await screen.findByText('This cannot be undone')).toBeTruthy();
    expect(screen.getByText(/your job board, every job and its attachments/)).toBeTruthy();
    expect(screen.getByText(/your shared CV links and your public profile/)).toBeTruthy();
    // Everything the deletion removes is named: letters, videos and the calendar feed too.
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'your job board, every job and its attachments',
      'your interview calendar feed – a calendar that subscribes to it gets no more interviews',
      'your CV, its sections, certificates and endorsements',
      'your application letters and templates, the shared ones too',
      'your videos',
      'your shared CV links and your public profile – anyone with a link sees “not found”',
      'your profile, photo and settings',
    ]);
  });

  it('downloads all the data as one zip before anything is deleted', async () => {
    const fetch = stubServer();
    const download = stubDataExport(fetch);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    await download.expectSaved();
    expect(fetch.callsTo('POST', '/auth/delete-profile')).toHaveLength(0);
  });

  it('asks for the password, confirms, deletes, signs out and goes to the server’s /login, which says so', async () => {
    const fetch = stubServer();
    fetch.on('POST', '/auth/delete-profile', () => jsonResponse(200, { message: 'Deleted' }));
    window.sessionStorage.setItem('pkce_code_verifier', 'v');
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Enter your password')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    const pageLoads = spyOnPageLoads();
    await deleteWithPassword('fjord-lantern-47');

    await waitFor(() => expect(pageLoads).toHaveBeenCalledWith('/login'));
    // The sign-in page says it: the app leaves the word for it in a short-lived cookie.
    expect(document.cookie).toContain('hl_notice=accountDeleted');
    const [call] = fetch.callsTo('POST', '/auth/delete-profile');
    expect(call?.body).toEqual({ password: 'fjord-lantern-47' });
    expect(call?.headers.get('Authorization')).toBe('Bearer access');
    expect(getSession()).toMatchObject({ isAuthenticated: false, accessToken: null });
    expect(window.sessionStorage.getItem('pkce_code_verifier')).toBeNull();
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const fetch = stubServer();
    renderPage();
    await userEvent.type(await screen.findByLabelText('Your password'), 'fjord-lantern-47');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetch.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
    expect(getSession().isAuthenticated).toBe(true);
  });

  it('offers no "signed up with Google or Facebook" when no social sign-in is configured', async () => {
    stubServer();
    const { queryClient } = renderPage();
    expect(await screen.findByLabelText('Your password')).toBeTruthy();
    await waitFor(() =>
      expect(queryClient.getQueryState(socialProvidersQuery().queryKey)?.status).toBe('success'),
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByText(/Google or Facebook/)).toBeNull();
  });

  it('for an account made with Google or Facebook: the typed word DELETE instead', async () => {
    const fetch = stubServer({ social: true });
    fetch.on('POST', '/auth/delete-profile', () => jsonResponse(200, { message: 'Deleted' }));
    renderPage();
    await userEvent.click(
      await screen.findByRole('checkbox', {
        name: 'I signed up with Google or Facebook and have no password',
      }),
    );
    expect(screen.queryByLabelText('Your password')).toBeNull();
    const typed = screen.getByLabelText('Type DELETE to confirm');
    await userEvent.type(typed, 'delete');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Type DELETE in capital letters, exactly as shown')).toBeTruthy();

    await userEvent.clear(typed);
    await userEvent.type(typed, 'DELETE');
    const pageLoads = spyOnPageLoads();
    await confirmDeletion();
    await waitFor(() => expect(pageLoads).toHaveBeenCalledWith('/login'));
    expect(fetch.callsTo('POST', '/auth/delete-profile')[0]?.body).toEqual({ confirmation: 'DELETE' });
  });

  it('switches to the typed word by itself when the server says the account has no password', async () => {
    // No provider is configured now, but the account was made with one: the server says so.
    refuseDeletion('confirmation', 'Type DELETE to confirm');
    renderPage();
    expect(await screen.findByLabelText('Your password')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    await deleteWithPassword('anything');
    expect(await screen.findByLabelText('Type DELETE to confirm')).toBeTruthy();
    expect(screen.getByText('Your account has no password. Type DELETE to confirm instead.')).toBeTruthy();
    expect(
      (screen.getByRole('checkbox', { name: /I signed up with Google or Facebook/ }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(getSession().isAuthenticated).toBe(true);
  });

  it('shows a wrong password under the field and stays signed in', async () => {
    refuseDeletion('password', 'Your password is not correct');
    renderPage();
    await deleteWithPassword('wrong');
    expect((await screen.findAllByText('Your password is not correct')).length).toBe(2);
    expect(getSession().isAuthenticated).toBe(true);
  });

  it('says a failed deletion in the form too, focused, and stays signed in', async () => {
    stubServer().on('POST', '/auth/delete-profile', () => jsonResponse(500, {}));
    renderPage();
    await deleteWithPassword('fjord-lantern-47');
    const form = screen.getByRole('button', { name: 'Delete my account' }).closest('form') as HTMLElement;
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe('Failed to delete your account');
    await vi.waitFor(() => expect(document.activeElement).toBe(alert));
    expect(await screen.findAllByText('Failed to delete your account')).toHaveLength(2);
    expect(getSession().isAuthenticated).toBe(true);
  });
});
