import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../shared/testing/fake-fetch.ts';
import { chooseInFileInput } from '../../../shared/testing/file-input.ts';
import { goOfflineForTheTest } from '../../../shared/testing/offline.ts';
import { renderWithProviders } from '../../../shared/testing/render.tsx';
import { startEachTestSignedIn } from '../../../shared/testing/test-i18n.ts';
import { JobFormDrawer } from './job-form-drawer.tsx';

startEachTestSignedIn();

describe('the job drawer offline', () => {
  it('says a job with a file needs a connection and keeps what was typed', async () => {
    const fetch = stubFetch();
    const onSaved = vi.fn();
    goOfflineForTheTest();
    renderWithProviders(
      <JobFormDrawer
        state={{ open: true, drawerType: 'create' }}
        onClose={() => undefined}
        onSaved={onSaved}
      />,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Position' }), 'Barista');
    await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Kaffebrenneriet');
    await chooseInFileInput(new File(['ad'], 'ad.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Save job' }));

    // Said in the form and in its toast.
    expect(await screen.findAllByText('You are offline: this needs a connection to Hirelane.')).toHaveLength(
      2,
    );
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Position' }).value).toBe('Barista');
    expect(onSaved).not.toHaveBeenCalled();
    expect(fetch.calls).toHaveLength(0);
  });
});
