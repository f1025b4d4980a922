import type { CalendarFeed } from '@hirelane/contract/calendar';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { internalError, jsonResponse, stubFetch } from '../../../shared/testing/fake-fetch.ts';
import { renderWithProviders } from '../../../shared/testing/render.tsx';
import { setupTestI18n, startEachTestSignedIn } from '../../../shared/testing/test-i18n.ts';
import { CalendarFeedPanel } from './calendar-feed-panel.tsx';

startEachTestSignedIn();
const feedOf = (token: string): CalendarFeed => ({
  url: `https://hirelane.example/api/calendar/${token}.ics`,
  webcalUrl: `webcal://hirelane.example/api/calendar/${token}.ics`,
  createdAt: '2026-11-20T10:00:00.000Z',
});
const linkField = () => screen.findByRole('textbox', { name: 'Your private calendar link' });

function renderPanel() {
  renderWithProviders(<CalendarFeedPanel />);
  return userEvent.setup();
}

describe('the calendar feed panel', () => {
  it('says what the link is for while it is off, and makes one on request', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/calendar/feed', () => jsonResponse(200, { feed: null }));
    fetch.on('PUT', '/calendar/feed', () => jsonResponse(200, feedOf('first')));
    const user = renderPanel();
    expect(await screen.findByText(/Get a private link that puts every upcoming interview/)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Create my calendar link' }));
    expect(((await linkField()) as HTMLInputElement).value).toBe(feedOf('first').url);
    expect(fetch.callsTo('PUT', '/calendar/feed')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Open in calendar app' }).getAttribute('href')).toBe(
      feedOf('first').webcalUrl,
    );
    for (const app of ['Google Calendar', 'Apple Calendar', 'Outlook'])
      expect(screen.getByText(app)).toBeTruthy();
    expect(await screen.findByText('Your calendar link is ready')).toBeTruthy();
  });

  it('copies the link', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/calendar/feed', () => jsonResponse(200, { feed: feedOf('first') }));
    const writeText = vi.fn(async () => undefined);
    const user = renderPanel();
    await linkField();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(feedOf('first').url);
    expect(await screen.findByText('Link copied')).toBeTruthy();
  });

  it('asks before making a new link, says the old one stops working, then shows the new one', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/calendar/feed', () => jsonResponse(200, { feed: feedOf('first') }));
    fetch.on('POST', '/calendar/feed/rotate', () => jsonResponse(200, feedOf('second')));
    const user = renderPanel();
    await linkField();

    await user.click(screen.getByRole('button', { name: 'Create a new link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a new link?' });
    expect(within(dialog).getByText(/The current link stops working at once/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch.callsTo('POST', '/calendar/feed/rotate')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Create a new link' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Create new link' }),
    );
    await waitFor(async () =>
      expect(((await linkField()) as HTMLInputElement).value).toBe(feedOf('second').url),
    );
    expect(fetch.callsTo('POST', '/calendar/feed/rotate')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('turns the link off after asking, back to the start', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/calendar/feed', () => jsonResponse(200, { feed: feedOf('first') }));
    fetch.on('DELETE', '/calendar/feed', () => jsonResponse(200, { message: 'off' }));
    const user = renderPanel();
    await linkField();
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off the calendar link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('button', { name: 'Create my calendar link' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(await screen.findByText('Your calendar link is turned off')).toBeTruthy();
  });

  it('says in place when the link did not load, and tries again', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/calendar/feed', internalError, () => jsonResponse(200, { feed: null }));
    const user = renderPanel();
    const retry = await screen.findByRole('button', { name: /Try again/ });
    await user.click(retry);
    expect(await screen.findByRole('button', { name: 'Create my calendar link' })).toBeTruthy();
  });

  it('speaks Norwegian', async () => {
    await setupTestI18n('no');
    const fetch = stubFetch();
    fetch.on('GET', '/calendar/feed', () => jsonResponse(200, { feed: feedOf('first') }));
    renderPanel();
    expect(await screen.findByRole('textbox', { name: 'Din private kalenderlenke' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lag en ny lenke' })).toBeTruthy();
    await setupTestI18n('en');
  });
});
