import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../shared/testing/fake-fetch.ts';
import { renderRoutes } from '../../../shared/testing/render.tsx';
import { startEachTestSignedIn } from '../../../shared/testing/test-i18n.ts';
import { stubDataExport } from '../testing/data-export.ts';
import { DataPage } from './data-page.tsx';

startEachTestSignedIn();

describe('/account/data', () => {
  it('says what the download holds, jobs.csv included, and saves the zip', async () => {
    const download = stubDataExport(stubFetch());
    renderRoutes([{ path: '/account/data', element: <DataPage /> }], '/account/data');

    expect(await screen.findByRole('heading', { level: 1, name: 'Your data' })).toBeTruthy();
    expect(screen.getByText(/your jobs as a spreadsheet \(jobs\.csv\)/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await download.expectSaved();
  });
});
