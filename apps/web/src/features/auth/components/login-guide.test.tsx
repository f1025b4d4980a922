import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startSession } from '../../../shared/session/session-store.ts';
import { expectGuideClosed } from '../../../shared/testing/expect-guide-closed.ts';
import { jsonResponse, stubFetch } from '../../../shared/testing/fake-fetch.ts';
import { renderWithProviders } from '../../../shared/testing/render.tsx';
import { startEachTestSignedOut } from '../../../shared/testing/test-i18n.ts';
import { LoginGuide } from './login-guide.tsx';

const notSeen = { login: false, job: false, cv: false, publicProfile: false };

startEachTestSignedOut();

const TOUR = { region: 'Quick tour of Hirelane', flag: 'hideLoginGuide', path: '/auth/guide/complete' };

describe('login guide', () => {
  it('walks through the four tips after sign-in; finishing hides it for good and tells the server', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/guides', () => jsonResponse(200, notSeen));
    fetch.on('PUT', '/auth/guide/complete', () => jsonResponse(200, { message: 'ok' }));
    startSession({ accessToken: 'access', idToken: 'id', hideLoginGuide: false });
    renderWithProviders(<LoginGuide />);

    const tour = await screen.findByRole('region', { name: 'Quick tour of Hirelane' });
    expect(within(tour).getByText('Quick tour · 1 of 4')).toBeTruthy();
    expect(within(tour).getByRole('heading', { name: 'Your applications, lane by lane' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(tour).getByRole('button', { name: 'Next tip' }));
    expect(within(tour).getByRole('heading', { name: 'Build your CV once' })).toBeTruthy();
    await user.click(within(tour).getByRole('button', { name: 'Next tip' }));
    await user.click(within(tour).getByRole('button', { name: 'Previous tip' }));
    expect(within(tour).getByText('Quick tour · 2 of 4')).toBeTruthy();
    await user.click(within(tour).getByRole('button', { name: 'Next tip' }));
    await user.click(within(tour).getByRole('button', { name: 'Next tip' }));
    expect(within(tour).getByRole('heading', { name: 'Your account menu' })).toBeTruthy();
    await user.click(within(tour).getByRole('button', { name: 'Finish tour' }));

    await expectGuideClosed(fetch, TOUR);
  });

  it('can be skipped at any step', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/guides', () => jsonResponse(200, notSeen));
    fetch.on('PUT', '/auth/guide/complete', () => jsonResponse(200, { message: 'ok' }));
    startSession({ accessToken: 'access', idToken: 'id' });
    renderWithProviders(<LoginGuide />);
    await userEvent.click(await screen.findByRole('button', { name: 'Skip the tour' }));
    await expectGuideClosed(fetch, TOUR);
  });

  it('stays hidden when the login answer said hideLoginGuide, without asking the server', async () => {
    const fetch = stubFetch();
    startSession({ accessToken: 'access', idToken: 'id', hideLoginGuide: true });
    renderWithProviders(<LoginGuide />);
    await waitFor(() => expect(window.localStorage.getItem('hideLoginGuide')).toBe('true'));
    expect(screen.queryByRole('region', { name: 'Quick tour of Hirelane' })).toBeNull();
    expect(fetch.calls).toHaveLength(0);
  });

  it('stays hidden when this browser has the flag', async () => {
    const fetch = stubFetch();
    window.localStorage.setItem('hideLoginGuide', 'true');
    startSession({ accessToken: 'access', idToken: 'id' });
    renderWithProviders(<LoginGuide />);
    expect(screen.queryByRole('region', { name: 'Quick tour of Hirelane' })).toBeNull();
    expect(fetch.calls).toHaveLength(0);
  });

  it('stays hidden when the server says it was seen on another device', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/guides', () => jsonResponse(200, { ...notSeen, login: true }));
    startSession({ accessToken: 'access', idToken: 'id' });
    renderWithProviders(<LoginGuide />);
    await waitFor(() => expect(fetch.callsTo('GET', '/guides')).toHaveLength(1));
    await waitFor(() => expect(window.localStorage.getItem('hideLoginGuide')).toBe('true'));
    expect(screen.queryByRole('region', { name: 'Quick tour of Hirelane' })).toBeNull();
  });
});
