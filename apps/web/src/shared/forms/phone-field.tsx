import { TextInput } from '@mantine/core';
import type { ComponentProps } from 'react';

/** A phone number input: the phone keypad on phones and the browser's autofill. */
export function PhoneField(props: ComponentProps<typeof TextInput>) {
  return <TextInput type="tel" inputMode="tel" autoComplete="tel" {...props} />;
}
