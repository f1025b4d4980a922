import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { breakRendering, FailingRender } from '../../shared/testing/failing-render.tsx';
import { renderRoutes } from '../../shared/testing/render.tsx';
import { setupTestI18n } from '../../shared/testing/test-i18n.ts';
import { PageError } from './page-error.tsx';

beforeAll(() => setupTestI18n('en'));

describe('PageError', () => {
  it('keeps the layout, says what happened, and renders the page again on retry', async () => {
    const breakage = breakRendering();
    renderRoutes(
      [
        {
          element: (
            <main>
              <nav>Main navigation</nav>
              <Outlet />
            </main>
          ),
          children: [
            {
              errorElement: <PageError />,
              children: [{ path: '/', element: <FailingRender breakage={breakage} text="The page works" /> }],
            },
          ],
        },
      ],
      '/',
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong on this page' })).toBeTruthy();
    expect(screen.getByText('Main navigation')).toBeTruthy();
    breakage.broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The page works')).toBeTruthy();
  });
});
