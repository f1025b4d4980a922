import { TextInput } from '@mantine/core';
import type { ComponentProps } from 'react';

/** A web address input: the URL keyboard on phones and "https://" as its example, unless given another. */
export function UrlField(props: ComponentProps<typeof TextInput>) {
  return <TextInput type="url" inputMode="url" placeholder="https://" {...props} />;
}
