import { TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../http/api-error.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { startEachTestSignedOut } from '../testing/test-i18n.ts';
import { FormActions } from './form-actions.tsx';
import { useContractForm } from './use-contract-form.ts';

startEachTestSignedOut();

const nameInput = z.object({ name: z.string().min(2, 'Write at least two letters') });

/** A form that saves through a mutation whose failure toasts (meta.errorToast) and shows in the form. */
function SavingForm({ answer }: { answer: () => Promise<void> }) {
  const save = useMutation({
    mutationFn: (_values: { name: string }) => answer(),
    meta: { errorToast: () => 'Failed to save' },
  });
  const { field, submitTo, submitError, isSubmitting } = useContractForm(nameInput, {
    namespace: 'auth',
    defaultValues: { name: '' },
  });
  return (
    <form aria-label="Your name" onSubmit={submitTo(save.mutateAsync, { fields: ['name'] })} noValidate>
      <TextInput label="Name" {...field('name')} />
      <FormActions submit="Send" loading={isSubmitting} error={submitError} />
    </form>
  );
}

describe('a failed submit of a form that saves', () => {
  it('is said in the form, focused, in the words of its toast, and cleared by the next submit', async () => {
    let fail = true;
    const answer = () =>
      fail
        ? Promise.reject(new ApiError({ status: 409, message: 'x', serverMessage: 'This name is taken' }))
        : Promise.resolve();
    renderWithProviders(<SavingForm answer={answer} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Kari');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const form = screen.getByRole('form', { name: 'Your name' });
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe('This name is taken');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(within(form).getAllByRole('alert')).toHaveLength(1);
    // The toast says the same.
    expect(await screen.findAllByText('This name is taken')).toHaveLength(2);

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(form).queryByRole('alert')).toBeNull());
  });

  // The server's summary of a 400 is the field's message, or "<field>: <message>".
  it.each(['Write a real name', 'name: Write a real name'])(
    'is not said again above the buttons when the field it names says it (%s)',
    async (serverMessage) => {
      const answer = () =>
        Promise.reject(
          new ApiError({ status: 400, message: 'x', serverMessage, fields: { name: 'Write a real name' } }),
        );
      renderWithProviders(<SavingForm answer={answer} />);
      await userEvent.type(screen.getByLabelText('Name'), 'Kari');
      await userEvent.click(screen.getByRole('button', { name: 'Send' }));
      const form = screen.getByRole('form', { name: 'Your name' });
      expect(await within(form).findByText('Write a real name')).toBeTruthy();
      expect(within(form).queryByRole('alert')).toBeNull();
      expect(within(form).queryByText(/^name: /)).toBeNull();
    },
  );
});
