import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/http/api-error.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { renderWithProviders } from '../../../shared/testing/render.tsx';
import { setupTestI18n } from '../../../shared/testing/test-i18n.ts';
import { fullJob } from '../testing/job-fixtures.ts';
import type { JobFormSubmit } from './job-form.tsx';
import { JobForm } from './job-form.tsx';

beforeAll(() => setupTestI18n('en'));

function renderForm(props: Partial<Parameters<typeof JobForm>[0]> = {}) {
  const onSubmit = vi.fn<(submit: JobFormSubmit) => Promise<void>>(async () => undefined);
  renderWithProviders(<JobForm mode="create" onSubmit={onSubmit} onCancel={() => undefined} {...props} />);
  return { onSubmit, user: userEvent.setup() };
}

const field = (name: string) => screen.getByRole('textbox', { name });

/** Types each value into the text field it names, as a user fills in the drawer (waiting for the form). */
async function typeInto(user: UserEvent, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values))
    await user.type(await screen.findByRole('textbox', { name }), value);
}

describe('the create/edit drawer form', () => {
  it('asks for position and company, under the fields, and sends nothing', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Save job' }));
    expect(await screen.findByText('Enter the position.')).toBeTruthy();
    expect(screen.getByText('Enter the company.')).toBeTruthy();
    expect(field('Position').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks the link, the e-mail, the currency and the salary range with the contract’s rules', async () => {
    const { onSubmit, user } = renderForm();
    await typeInto(user, {
      Position: 'Designer',
      Company: 'Nordlys',
      'Link to the ad': 'ftp://example.com/ad',
      'E-mail': 'not-an-address',
      From: '700000',
      To: '600000',
    });
    await user.type(screen.getByRole('combobox', { name: 'Currency' }), 'kr');
    await user.click(screen.getByRole('button', { name: 'Save job' }));
    expect(await screen.findByText('Use a web address starting with http:// or https://')).toBeTruthy();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('Use a three-letter currency code such as NOK.')).toBeTruthy();
    expect(screen.getByText('The lowest salary cannot be above the highest.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends what the contract makes of the form: trimmed, empty fields as null, the pin switch', async () => {
    const { onSubmit, user } = renderForm();
    await typeInto(user, {
      Position: '  Product designer ',
      Company: 'Nordlys Energi',
      'Link to the ad': 'https://jobs.example/123',
    });
    await user.type(screen.getByRole('combobox', { name: 'Currency' }), 'nok');
    await user.click(screen.getByRole('switch', { name: 'Pin to the top of the lane' }));
    await user.click(screen.getByRole('button', { name: 'Save job' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const submitted = onSubmit.mock.calls[0]?.[0];
    if (!submitted) throw new Error('not submitted');
    const { values, file } = submitted;
    expect(file).toBeNull();
    expect(values).toMatchObject({
      position: 'Product designer',
      company: 'Nordlys Energi',
      location: null,
      postingUrl: 'https://jobs.example/123',
      salaryCurrency: 'NOK',
      notes: null,
      isPinned: true,
    });
  });

  it('does not save a half-filled job on Enter in a field; the button and Ctrl/Cmd+Enter save it', async () => {
    const { onSubmit, user } = renderForm();
    await typeInto(user, { Position: 'Designer', Company: 'Nordlys' });
    await user.type(field('Application deadline'), '31/05/2027{Enter}');
    await user.type(field('Company'), '{Enter}');
    await user.type(field('Link to the ad'), '{Enter}');
    // A submit would have called onSubmit by the time the next field is filled.
    await typeInto(user, { Location: 'Bergen' });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field('Application deadline')).toHaveProperty('value', '31/05/2027');

    await user.type(field('Notes'), 'Call back{Enter}on Monday');
    expect(field('Notes')).toHaveProperty('value', 'Call back\non Monday');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(field('Location'), '{Control>}{Enter}{/Control}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await user.type(field('Notes'), '{Meta>}{Enter}{/Meta}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    await user.click(screen.getByRole('button', { name: 'Save job' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(3));
    expect(onSubmit.mock.calls[0]?.[0].values).toMatchObject({
      position: 'Designer',
      company: 'Nordlys',
      location: 'Bergen',
      deadline: '2027-05-31',
      notes: 'Call back\non Monday',
    });
  });

  it('puts the server’s field messages under the fields', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError({
        status: 400,
        message: 'company: Company can be at most 200 characters',
        serverMessage: 'company: Company can be at most 200 characters',
        fields: { company: 'Company can be at most 200 characters' },
      });
    });
    const { user } = renderForm({ onSubmit });
    await typeInto(user, { Position: 'Designer', Company: 'Nordlys' });
    await user.click(screen.getByRole('button', { name: 'Save job' }));
    expect(await screen.findByText('Company can be at most 200 characters')).toBeTruthy();
  });

  it('refuses a file of the wrong type before anything is sent', async () => {
    renderForm();
    await screen.findByRole('button', { name: 'Save job' });
    const input = document.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    // The picker's accept list would hide the file; a user can still pick "All files".
    const html = new File(['<html></html>'], 'page.html', { type: 'text/html' });
    fireEvent.change(input, { target: { files: [html] } });
    expect(await screen.findByText('Choose a PDF, Word (.docx), PNG or JPEG file.')).toBeTruthy();
  });

  it('edits: starts from the job, offers to remove its file, has no pin switch', async () => {
    const job = fullJob('j1', {
      position: 'Barista',
      company: 'Kaffe',
      attachment: { fileName: 'ad.pdf', mimeType: 'application/pdf', size: 2048 },
    });
    const { onSubmit, user } = renderForm({ mode: 'edit', job });
    expect(await screen.findByDisplayValue('Barista')).toBe(
      screen.getByRole('textbox', { name: 'Position' }),
    );
    expect(screen.getByText('Current file: ad.pdf (2 kB)')).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Pin to the top of the lane' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Remove the current file' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].values).toMatchObject({ position: 'Barista', removeAttachment: true });
  });
});

describe('in Norwegian', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('no');
  });
  afterAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('words the rules in Norwegian', async () => {
    const { user } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Lagre jobben' }));
    expect(await screen.findByText('Skriv inn stillingen.')).toBeTruthy();
    expect(screen.getByText('Skriv inn firmaet.')).toBeTruthy();
  });
});
