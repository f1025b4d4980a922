import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../shared/testing/fake-fetch.ts';
import { chooseInFileInput } from '../../../shared/testing/file-input.ts';
import { goOfflineForTheTest } from '../../../shared/testing/offline.ts';
import { renderWithProviders } from '../../../shared/testing/render.tsx';
import { startEachTestSignedIn } from '../../../shared/testing/test-i18n.ts';
import { CertificationForm } from './certification-form.tsx';

startEachTestSignedIn();

describe('the certification form offline', () => {
  it('says a chosen file needs a connection and keeps what was typed', async () => {
    const fetch = stubFetch();
    const onDone = vi.fn();
    goOfflineForTheTest();
    renderWithProviders(<CertificationForm onDone={onDone} />);
    await userEvent.type(screen.getByLabelText(/Certificate name/), 'Barista Level 2');
    await chooseInFileInput(new File(['scan'], 'level-2.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    // Said in the form and in its toast.
    expect(await screen.findAllByText('You are offline: this needs a connection to Hirelane.')).toHaveLength(
      2,
    );
    expect(screen.getByLabelText<HTMLInputElement>(/Certificate name/).value).toBe('Barista Level 2');
    expect(screen.getByText('level-2.png')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    expect(fetch.calls).toHaveLength(0);
  });
});
