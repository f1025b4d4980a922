import { STARTUP_SPINNER_MS } from '@hirelane/contract/constants';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../shared/session/session-store.ts';
import { TestProviders } from '../shared/testing/render.tsx';
import { setupTestI18n } from '../shared/testing/test-i18n.ts';
import { AppRoot } from './app-root.tsx';
import { createQueryClient } from './query-client.ts';
import { routerInitialized, waitForStartup } from './startup.ts';

function Home() {
  return <h1>home</h1>;
}

beforeAll(() => setupTestI18n());

afterEach(() => {
  vi.useRealTimers();
});

describe('start-up', () => {
  it('waits at least the spinner time even when everything is ready at once', async () => {
    vi.useFakeTimers();
    const done = vi.fn();
    void waitForStartup([Promise.resolve()], STARTUP_SPINNER_MS).then(done);
    await vi.advanceTimersByTimeAsync(STARTUP_SPINNER_MS - 1);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();
  });

  it('waits for slow tasks and carries on when one fails (no session, no translations)', async () => {
    vi.useFakeTimers();
    const done = vi.fn();
    let finish = () => {};
    const slow = new Promise<void>((resolve) => {
      finish = resolve;
    });
    void waitForStartup([slow, Promise.reject(new Error('Token refresh failed'))], 1200).then(done);
    await vi.advanceTimersByTimeAsync(5000);
    expect(done).not.toHaveBeenCalled();
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalled();
  });

  it('knows when the router has loaded its first route', async () => {
    const router = createMemoryRouter([{ path: '/', lazy: async () => ({ Component: Home }) }]);
    expect(router.state.initialized).toBe(false);
    await routerInitialized(router);
    expect(router.state.initialized).toBe(true);
    await expect(routerInitialized(router)).resolves.toBeUndefined();
  });

  it('shows the spinner until ready, then the app', async () => {
    let finish = () => {};
    const ready = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const router = createMemoryRouter([{ path: '/', element: <h1>home</h1> }]);
    render(
      <TestProviders>
        <AppRoot ready={ready} router={router} />
      </TestProviders>,
    );
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.getByText('Getting Hirelane ready…')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'home' })).toBeNull();
    await act(async () => finish());
    expect(await screen.findByRole('heading', { name: 'home' })).toBeTruthy();
  });
});

describe('query cache', () => {
  it('is emptied when the session ends, so no data of the previous user can show', () => {
    const queryClient = createQueryClient();
    startSession({ accessToken: 'a', idToken: 'i' });
    queryClient.setQueryData(['jobs'], ['job']);
    endSession();
    expect(queryClient.getQueryData(['jobs'])).toBeUndefined();
  });
});
