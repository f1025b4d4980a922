import type { InboxConnection } from '@hirelane/contract/inbox-sync';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, stubFetch } from '../../../shared/testing/fake-fetch.ts';
import { renderWithProviders } from '../../../shared/testing/render.tsx';
import { setupTestI18n, startEachTestSignedIn } from '../../../shared/testing/test-i18n.ts';
import { InboxPage } from './inbox-page.tsx';

startEachTestSignedIn();

const CONNECTION: InboxConnection = {
  host: 'imap.fastmail.com',
  port: 993,
  secure: true,
  username: 'kari@example.no',
  folder: 'INBOX',
  autoApply: false,
  timeZone: 'Europe/Oslo',
  lastSyncAt: null,
  lastError: 'The server refused the password: make an app password and use it here',
  connectedAt: '2026-11-01T10:00:00.000Z',
};

const renderPage = () => {
  renderWithProviders(<InboxPage />);
  return userEvent.setup();
};

describe('/account/inbox', () => {
  it('fills a provider in, checks the form by the contract and sends the mailbox', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/inbox/connection', () => jsonResponse(200, { connection: null }));
    fetch.on('PUT', '/inbox/connection', () => jsonResponse(200, CONNECTION));
    const user = renderPage();
    await user.click(await screen.findByRole('combobox', { name: 'Mail provider' }));
    await user.click(await screen.findByRole('option', { name: 'Fastmail' }));
    expect(screen.getByRole('textbox', { name: 'Mail server (IMAP)' })).toHaveProperty(
      'value',
      'imap.fastmail.com',
    );
    expect(screen.getByText(/want an app password here/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Connect mailbox' }));
    expect(await screen.findByText('Enter the user name')).toBeTruthy();
    expect(screen.getByText('Enter the password')).toBeTruthy();
    expect(fetch.callsTo('PUT', '/inbox/connection')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /^User name/ }), 'kari@example.no');
    await user.type(screen.getByLabelText(/^App password/), 'app-pw');
    await user.click(screen.getByRole('button', { name: 'Connect mailbox' }));
    await waitFor(() => expect(fetch.callsTo('PUT', '/inbox/connection')).toHaveLength(1));
    expect(fetch.callsTo('PUT', '/inbox/connection')[0]?.body).toMatchObject({
      host: 'imap.fastmail.com',
      port: 993,
      secure: true,
      username: 'kari@example.no',
      password: 'app-pw',
      folder: 'INBOX',
      autoApply: false,
    });
    expect(await screen.findByRole('heading', { name: 'Your mailbox' })).toBeTruthy();
  });

  it('the Proton Mail Bridge is on this computer with STARTTLS', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/inbox/connection', () => jsonResponse(200, { connection: null }));
    const user = renderPage();
    await user.click(await screen.findByRole('combobox', { name: 'Mail provider' }));
    await user.click(await screen.findByRole('option', { name: /^Proton Mail/ }));
    expect(screen.getByRole('textbox', { name: 'Mail server (IMAP)' })).toHaveProperty('value', '127.0.0.1');
    expect(screen.getByRole('textbox', { name: 'Port' })).toHaveProperty('value', '1143');
    expect(screen.getByRole('switch', { name: /^Use TLS from the start/ })).toHaveProperty('checked', false);
  });

  it('shows the server’s refusal in the form', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/inbox/connection', () => jsonResponse(200, { connection: null }));
    fetch.on('PUT', '/inbox/connection', () =>
      errorResponse(422, 'MAILBOX_LOGIN_FAILED', 'The mail server refused the user name or password'),
    );
    const user = renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'Mail server (IMAP)' }), 'imap.example.no');
    await user.type(screen.getByRole('textbox', { name: /^User name/ }), 'kari');
    await user.type(screen.getByLabelText(/^App password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Connect mailbox' }));
    await waitFor(() => expect(fetch.callsTo('PUT', '/inbox/connection')).toHaveLength(1));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The mail server refused the user name or password');
  });

  it('shows the mailbox, turns auto-apply on, and disconnects only after asking', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/inbox/connection', () => jsonResponse(200, { connection: CONNECTION }));
    fetch.on('PUT', '/inbox/connection/settings', (call) =>
      jsonResponse(200, { ...CONNECTION, ...(call.body as object) }),
    );
    fetch.on('DELETE', '/inbox/connection', () => jsonResponse(200, { message: 'gone' }));
    fetch.on('GET', '/inbox/suggestions', () => jsonResponse(200, { suggestions: [] }));
    const user = renderPage();
    expect(await screen.findByText('imap.fastmail.com:993')).toBeTruthy();
    expect(screen.getByText('kari@example.no')).toBeTruthy();
    expect(screen.getByText('Not yet')).toBeTruthy();
    expect(screen.getByText(CONNECTION.lastError ?? '')).toBeTruthy();

    await user.click(screen.getByRole('switch', { name: /^Apply suggestions automatically/ }));
    await waitFor(() => expect(fetch.callsTo('PUT', '/inbox/connection/settings')).toHaveLength(1));
    expect(fetch.callsTo('PUT', '/inbox/connection/settings')[0]?.body).toEqual({ autoApply: true });

    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect the mailbox?' });
    expect(fetch.callsTo('DELETE', '/inbox/connection')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect and delete' }));
    await waitFor(() => expect(fetch.callsTo('DELETE', '/inbox/connection')).toHaveLength(1));
    expect(await screen.findByRole('heading', { name: 'Connect a mailbox' })).toBeTruthy();
  });

  it('speaks Norwegian', async () => {
    await setupTestI18n('no');
    const fetch = stubFetch();
    fetch.on('GET', '/inbox/connection', () => jsonResponse(200, { connection: null }));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Koble til e-post' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'E-posttjener (IMAP)' })).toBeTruthy();
    await setupTestI18n('en');
  });
});
