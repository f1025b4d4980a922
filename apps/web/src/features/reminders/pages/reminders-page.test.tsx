import type { ReminderSettings } from '@hirelane/contract/reminders';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { internalError, jsonResponse, stubFetch } from '../../../shared/testing/fake-fetch.ts';
import { renderWithProviders } from '../../../shared/testing/render.tsx';
import { setupTestI18n, startEachTestSignedIn } from '../../../shared/testing/test-i18n.ts';
import { RemindersPage } from './reminders-page.tsx';

startEachTestSignedIn();
const DEFAULTS: ReminderSettings = {
  staleEnabled: true,
  staleDays: 7,
  interviewEnabled: true,
  timeZone: 'Europe/Oslo',
};

function renderPage() {
  renderWithProviders(<RemindersPage />);
  return userEvent.setup();
}
const daysField = () => screen.findByRole('textbox', { name: 'Days without change' });

describe('/account/reminders', () => {
  it('shows the saved settings and saves what the user changes', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/reminders/settings', () => jsonResponse(200, DEFAULTS));
    fetch.on('PUT', '/reminders/settings', (call) => jsonResponse(200, call.body));
    const user = renderPage();
    const days = await daysField();
    expect((days as HTMLInputElement).value).toBe('7');

    await user.clear(days);
    await user.type(days, '10');
    await user.click(screen.getByRole('switch', { name: /^Remind me the day before an interview/ }));
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));

    await waitFor(() => expect(fetch.callsTo('PUT', '/reminders/settings')).toHaveLength(1));
    expect(fetch.callsTo('PUT', '/reminders/settings')[0]?.body).toEqual({
      ...DEFAULTS,
      staleDays: 10,
      interviewEnabled: false,
    });
    expect(await screen.findByText('Your reminders are saved')).toBeTruthy();
  });

  it('says what is wrong with the number of days and sends nothing', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/reminders/settings', () => jsonResponse(200, DEFAULTS));
    const user = renderPage();
    const days = await daysField();
    await user.clear(days);
    await user.type(days, '90');
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByText('Enter at most 60 days')).toBeTruthy();
    await user.clear(days);
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByText('Enter a number of days')).toBeTruthy();
    expect(fetch.callsTo('PUT', '/reminders/settings')).toHaveLength(0);
  });

  it('turns the days off with their reminder', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/reminders/settings', () => jsonResponse(200, { ...DEFAULTS, staleEnabled: false }));
    renderPage();
    expect((await daysField()).hasAttribute('disabled')).toBe(true);
  });

  it('says in place when the settings did not load, and tries again', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/reminders/settings', internalError, () => jsonResponse(200, DEFAULTS));
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: /Try again/ }));
    expect(await daysField()).toBeTruthy();
  });

  it('speaks Norwegian', async () => {
    await setupTestI18n('no');
    const fetch = stubFetch();
    fetch.on('GET', '/reminders/settings', () => jsonResponse(200, DEFAULTS));
    renderPage();
    expect(await screen.findByRole('textbox', { name: 'Dager uten endring' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lagre påminnelser' })).toBeTruthy();
    await setupTestI18n('en');
  });
});
