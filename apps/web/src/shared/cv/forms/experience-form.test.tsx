import type { ExperienceInput } from '@hirelane/contract/cv';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { setupTestI18n } from '../../testing/test-i18n.ts';
import { ExperienceForm } from './experience-form.tsx';

beforeAll(() => setupTestI18n('en'));

/** A job with every field a save needs, as the CV import's review hands one over. */
const draftValues: ExperienceInput = {
  title: 'Designer',
  company: 'Nordlys',
  location: '',
  employmentType: null,
  startDate: '2021-03',
  endDate: null,
  isCurrent: true,
  description: '',
};

describe('a CV entry form', () => {
  it('is not saved half-filled by Enter in a field; the Save button and Ctrl+Enter save it', async () => {
    const onSave = vi.fn<(input: ExperienceInput) => void>();
    renderWithProviders(<ExperienceForm draft={{ values: draftValues, onSave }} onDone={() => undefined} />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Location' }), 'Oslo{Enter}');
    await user.type(screen.getByRole('textbox', { name: /Job title/ }), '{Enter}');
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Led{Enter}the team');
    expect(onSave).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Location' }), '{Control>}{Enter}{/Control}');
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ location: 'Oslo', description: 'Led\nthe team' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
  });
});
