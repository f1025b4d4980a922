import type { ExperienceInput } from '@hirelane/contract/cv';
import { screen, waitFor, within } from '@testing-library/react';
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

  it('takes a year without a month, and lets a month be taken off again', async () => {
    const onSave = vi.fn<(input: ExperienceInput) => void>();
    renderWithProviders(
      <ExperienceForm
        draft={{ values: { ...draftValues, isCurrent: false, endDate: '2023-06' }, onSave }}
        onDone={() => undefined}
      />,
    );
    const user = userEvent.setup();
    const start = await screen.findByRole('group', { name: /Start/ });
    const end = screen.getByRole('group', { name: 'End' });
    expect(within(start).getByRole('combobox', { name: 'Month' })).toHaveProperty('value', '03');
    // The CV said 2021 only: the month the import guessed is taken off.
    await user.selectOptions(within(start).getByRole('combobox', { name: 'Month' }), 'No month');
    // And an end given as a year alone.
    await user.selectOptions(within(end).getByRole('combobox', { name: 'Month' }), 'No month');
    await user.selectOptions(within(end).getByRole('combobox', { name: 'Year' }), '2024');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ startDate: '2021', endDate: '2024' });

    // A month can be given again, chosen before or after the year.
    await user.selectOptions(within(start).getByRole('combobox', { name: 'Month' }), 'September');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave.mock.calls[1]?.[0]).toMatchObject({ startDate: '2021-09', endDate: '2024' });
  });

  it('says the start year is missing when no year is chosen', async () => {
    const onSave = vi.fn<(input: ExperienceInput) => void>();
    renderWithProviders(<ExperienceForm draft={{ values: draftValues, onSave }} onDone={() => undefined} />);
    const user = userEvent.setup();
    const start = await screen.findByRole('group', { name: /Start/ });
    await user.selectOptions(within(start).getByRole('combobox', { name: 'Year' }), 'Year');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(start).findByText('Choose the start year')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });
});
