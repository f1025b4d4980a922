import { TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../testing/render.tsx';
import { startEachTestSignedOut } from '../testing/test-i18n.ts';
import { useContractForm } from './use-contract-form.ts';

startEachTestSignedOut();

const nameInput = z.object({ name: z.string().min(2, 'Write at least two letters') });

function NameForm({ schema, save }: { schema: Parameters<typeof useContractForm>[0]; save: () => void }) {
  const { handleSubmit, field } = useContractForm(schema, { namespace: 'auth', defaultValues: { name: '' } });
  return (
    <form onSubmit={handleSubmit(save)} noValidate>
      <TextInput label="Name" {...field('name')} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('useContractForm with a schema loaded on first use', () => {
  it('validates with the loaded schema', async () => {
    const save = vi.fn();
    renderWithProviders(<NameForm schema={async () => nameInput} save={save} />);
    await userEvent.type(screen.getByLabelText('Name'), 'K');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write at least two letters')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Name'), 'a');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  });

  it('says so when the schema cannot load, keeps what was typed and saves nothing', async () => {
    const save = vi.fn();
    const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    renderWithProviders(<NameForm schema={offline} save={save} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Kari');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(/could not check your answers because the connection failed/),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Kari');
    expect(save).not.toHaveBeenCalled();
  });
});
