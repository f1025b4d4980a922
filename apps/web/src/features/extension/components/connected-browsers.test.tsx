import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../shared/testing/fake-fetch.ts';
import { renderWithProviders } from '../../../shared/testing/render.tsx';
import { startEachTestSignedIn } from '../../../shared/testing/test-i18n.ts';
import { ConnectedBrowsers } from './connected-browsers.tsx';

startEachTestSignedIn();

const token = (tokenId: string) => ({ tokenId, createdAt: '2026-11-20T10:00:00.000Z' });

describe('connected browsers', () => {
  it('counts them, says a new password disconnects them, and disconnects them all', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/auth/extension-tokens', () => jsonResponse(200, { tokens: [token('a'), token('b')] }));
    fetch.on('DELETE', '/auth/extension-tokens', () =>
      jsonResponse(200, { message: 'Every browser extension is disconnected.' }),
    );
    renderWithProviders(<ConnectedBrowsers />);
    expect(await screen.findByText('2 browsers are connected to your account.')).toBeTruthy();
    expect(
      screen.getByText('Changing or resetting your password disconnects every browser too.'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Disconnect every browser' }));
    expect(await screen.findByText('No browser is connected to your account.')).toBeTruthy();
    expect(fetch.callsTo('DELETE', '/auth/extension-tokens')).toHaveLength(1);
    expect(
      screen.getByText('Changing or resetting your password disconnects every browser too.'),
    ).toBeTruthy();
  });
});
