import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fileResponse, stubFetch } from '../../../shared/testing/fake-fetch.ts';
import { renderRoutes } from '../../../shared/testing/render.tsx';
import { startEachTestSignedIn } from '../../../shared/testing/test-i18n.ts';
import { DataPage } from './data-page.tsx';

startEachTestSignedIn();

describe('/account/data', () => {
  it('says what the download holds, jobs.csv included, and saves the zip', async () => {
    const fetch = stubFetch();
    fetch.on('GET', '/auth/export', () =>
      fileResponse(
        new Blob(['PK']),
        'application/zip',
        'attachment; filename="hirelane-data-2026-11-26.zip"',
      ),
    );
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:zip');
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderRoutes([{ path: '/account/data', element: <DataPage /> }], '/account/data');

    expect(await screen.findByRole('heading', { level: 1, name: 'Your data' })).toBeTruthy();
    expect(screen.getByText(/your jobs as a spreadsheet \(jobs\.csv\)/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await vi.waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(fetch.callsTo('GET', '/auth/export')).toHaveLength(1);
    expect(created).toHaveBeenCalled();
    created.mockRestore();
    clicked.mockRestore();
  });
});
