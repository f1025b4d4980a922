import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../shared/testing/fake-fetch.ts';
import { renderRoutes, renderWithProviders } from '../../../shared/testing/render.tsx';
import { startEachTestSignedIn } from '../../../shared/testing/test-i18n.ts';
import { BoardEmpty } from './board-empty.tsx';
import { JobLinkDialog } from './job-link-dialog.tsx';

startEachTestSignedIn();

const LINK = 'Save them with the browser extension';

describe('the browser extension, mentioned where jobs are added', () => {
  it('on the empty board: one line whose link opens its page in the app', async () => {
    const router = renderRoutes(
      [
        { path: '/', element: <BoardEmpty onAdd={() => undefined} /> },
        { path: '/extension', element: <p>extension page</p> },
      ],
      '/',
    );
    expect(screen.getByText(/^Reading ads in Chrome, Edge or Firefox\?/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('link', { name: LINK }));
    expect(router.state.location.pathname).toBe('/extension');
  });

  it('in Add from link: its page opens in a new tab, so the dialog stays as it is', async () => {
    stubFetch();
    renderWithProviders(
      <JobLinkDialog
        url=""
        onRead={() => undefined}
        onAddByHand={() => undefined}
        onOpenJob={() => undefined}
        onClose={() => undefined}
      />,
    );
    const link = await screen.findByRole('link', { name: LINK });
    expect(link.getAttribute('href')).toBe('/extension');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});
