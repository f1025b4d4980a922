import { fireEvent, screen } from '@testing-library/react';

/** Puts `code` into the e-mailed code's boxes as a paste into the first one would (it spreads over the rest). */
export function typeCode(code: string): void {
  fireEvent.change(screen.getByRole('textbox', { name: 'Digit 1 of 6' }), { target: { value: code } });
}
