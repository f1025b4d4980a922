import { TextInput } from '@mantine/core';
import type { ComponentProps } from 'react';

/** An e-mail address input: the e-mail keyboard on phones and the browser's autofill. */
export function EmailField(props: ComponentProps<typeof TextInput>) {
  return <TextInput type="email" inputMode="email" autoComplete="email" {...props} />;
}
