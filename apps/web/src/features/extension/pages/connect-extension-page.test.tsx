import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../shared/testing/fake-fetch.ts';
import { renderRoutes } from '../../../shared/testing/render.tsx';
import { startEachTestSignedIn } from '../../../shared/testing/test-i18n.ts';
import { ConnectExtensionPage } from './connect-extension-page.tsx';

startEachTestSignedIn();
afterEach(() => vi.useRealTimers());

describe('the connect page without the extension', () => {
  it('says to install it first and links to how', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFetch().on('GET', '/auth/extension-tokens', () => jsonResponse(200, { tokens: [] }));
    const router = renderRoutes(
      [
        { path: '/extension/connect', element: <ConnectExtensionPage /> },
        { path: '/extension', element: <p>extension page</p> },
      ],
      '/extension/connect',
    );
    // The page greets the extension for 3 s before it gives up.
    await act(() => vi.advanceTimersByTimeAsync(3100));
    expect(await screen.findByText(/^The Hirelane extension was not found in this browser/)).toBeTruthy();
    vi.useRealTimers();
    await userEvent.setup().click(screen.getByRole('link', { name: 'How to install the extension' }));
    expect(router.state.location.pathname).toBe('/extension');
  });
});
