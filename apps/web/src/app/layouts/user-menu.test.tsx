import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../shared/testing/fake-fetch.ts';
import { renderWithProviders } from '../../shared/testing/render.tsx';
import { startEachTestSignedIn } from '../../shared/testing/test-i18n.ts';
import { UserMenu } from './user-menu.tsx';

startEachTestSignedIn();

function renderMenu() {
  const api = stubFetch();
  api.on('GET', '/jobs/application/profile/basic', () =>
    jsonResponse(200, { firstName: 'Kari', lastName: 'Nordmann', email: 'kari@example.no' }),
  );
  const router = createMemoryRouter([{ path: '*', element: <UserMenu /> }]);
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('account menu, loaded on first use', () => {
  it('is a menu button before its code loads, and ArrowDown opens it with focus inside', async () => {
    renderMenu();
    const button = await screen.findByRole('button', { name: 'Account menu: KN Kari Nordmann' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeTruthy();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    const loadedButton = screen.getByRole('button', { name: 'Account menu: KN Kari Nordmann' });
    await waitFor(() => expect(document.activeElement).toBe(loadedButton));
    expect(loadedButton.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens on a click and leads to the account pages', async () => {
    const router = renderMenu();
    await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Reminders' }));
    expect(router.state.location.pathname).toBe('/account/reminders');
  });

  it('offers "Download my data", which leads to the account\'s data page', async () => {
    const router = renderMenu();
    await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Download my data' }));
    expect(router.state.location.pathname).toBe('/account/data');
  });
});
