import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import { FormErrorOutlet } from './form-error-outlet.tsx';
import { toast } from './toast.ts';

function SignInForm({ onSubmit }: { onSubmit: () => void }) {
  return (
    <form
      aria-label="Sign in"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <button type="submit">Sign in</button>
    </form>
  );
}

describe('a failed submit', () => {
  it('shows the error toast’s text in the submitted form too, focused, and clears it on the next submit', async () => {
    let fail = true;
    renderWithProviders(
      <>
        <SignInForm
          onSubmit={() => (fail ? toast.error('Incorrect e-mail or password') : toast.success('Welcome'))}
        />
        <FormErrorOutlet />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const form = screen.getByRole('form', { name: 'Sign in' });
    const alert = await waitFor(() => {
      const found = form.querySelector('[role="alert"]');
      expect(found?.textContent).toBe('Incorrect e-mail or password');
      return found;
    });
    await waitFor(() => expect(document.activeElement).toBe(alert));

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(form.querySelector('[role="alert"]')).toBeNull());
  });

  it('leaves forms alone for failures nobody submitted (a query’s toast has an id)', async () => {
    renderWithProviders(
      <>
        <SignInForm onSubmit={() => toast.error('Failed to load job board', { id: 'board' })} />
        <FormErrorOutlet />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('form', { name: 'Sign in' }).querySelector('[role="alert"]')).toBeNull();
  });
});
