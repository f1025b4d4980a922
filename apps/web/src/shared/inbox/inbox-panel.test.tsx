import type { InboxSuggestion } from '@hirelane/contract/inbox-sync';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../testing/fake-fetch.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { setupTestI18n, startEachTestSignedIn } from '../testing/test-i18n.ts';
import { InboxPanel } from './inbox-panel.tsx';

startEachTestSignedIn();

const INVITE: InboxSuggestion = {
  id: 'sug-1',
  kind: 'interview',
  company: 'Cognite',
  position: 'Site Reliability Engineer',
  interviewAt: '2027-01-12T13:00:00.000Z',
  jobId: 'job-1',
  subject: 'Interview invitation',
  receivedAt: '2026-12-01T09:00:00.000Z',
};
const RECEIPT: InboxSuggestion = {
  ...INVITE,
  id: 'sug-2',
  kind: 'applied',
  company: 'Equinor',
  position: 'Data Engineer',
  interviewAt: null,
  jobId: null,
  subject: 'Thank you for applying',
};

describe('the board’s "From your inbox" panel', () => {
  it('says what each suggestion does, accepts and dismisses by keyboard, and announces it', async () => {
    const fetch = stubFetch();
    fetch.on('POST', '/inbox/suggestions/sug-1/accept', () =>
      jsonResponse(200, { jobId: 'job-1', suggestion: INVITE }),
    );
    fetch.on('DELETE', '/inbox/suggestions/sug-2', () => jsonResponse(200, { message: 'dismissed' }));
    fetch.on('GET', '/inbox/suggestions', () => jsonResponse(200, { suggestions: [] }));
    const user = userEvent.setup();
    renderWithProviders(<InboxPanel suggestions={[INVITE, RECEIPT]} connected={false} />);

    expect(screen.getByRole('region', { name: 'From your inbox: 2 suggestions' })).toBeTruthy();
    expect(screen.getByText(/^Interview invitation · moves the job to Interviewed · interview/)).toBeTruthy();
    expect(screen.getByText('Application received · adds the job to Applied')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sync now' })).toBeNull();

    screen.getByRole('button', { name: 'Accept: Site Reliability Engineer at Cognite' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(fetch.callsTo('POST', '/inbox/suggestions/sug-1/accept')).toHaveLength(1));
    expect(
      await screen.findByText('Accepted: Site Reliability Engineer at Cognite. The board is updated.'),
    ).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('From your inbox: 2 suggestions');

    await user.click(screen.getByRole('button', { name: 'Dismiss: Data Engineer at Equinor' }));
    await waitFor(() => expect(fetch.callsTo('DELETE', '/inbox/suggestions/sug-2')).toHaveLength(1));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Dismissed: Data Engineer at Equinor.',
    );
  });

  it('reads a connected mailbox now and says how much it read, in Norwegian too', async () => {
    await setupTestI18n('no');
    const fetch = stubFetch();
    fetch.on('POST', '/inbox/sync', () => jsonResponse(200, { read: 2, suggestions: [] }));
    fetch.on('GET', '/inbox/suggestions', () => jsonResponse(200, { suggestions: [] }));
    fetch.on('GET', '/inbox/connection', () => jsonResponse(200, { connection: null }));
    const user = userEvent.setup();
    renderWithProviders(<InboxPanel suggestions={[]} connected />);
    expect(screen.getByText('Ikke noe nytt fra innboksen.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Synkroniser nå' }));
    expect(await screen.findByText('Leste 2 nye e-poster.')).toBeTruthy();
    await setupTestI18n('en');
  });
});
