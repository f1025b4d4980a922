import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';

/**
 * Types each value into the field its label names (waiting for the form to appear), then clicks
 * the button named `submit`, as a user would. Returns the user for what the test does next.
 */
export async function fillAndSubmit(values: Record<string, string>, submit: string): Promise<UserEvent> {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    await user.type(await screen.findByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: submit }));
  return user;
}
