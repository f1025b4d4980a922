import { Switch } from '@mantine/core';
import type { ReactNode } from 'react';
import { type FieldValues, useController } from 'react-hook-form';
import type { ControlledProps } from './field-props.ts';

export type SwitchFieldProps<T extends FieldValues, U> = Omit<ControlledProps<T, U>, 'error'> & {
  label: string;
  description?: ReactNode;
  error?: string | undefined;
};

/** A yes/no of a form (a reminder on, a profile shown) as a switch. */
export function SwitchField<T extends FieldValues, U>({ control, name, ...props }: SwitchFieldProps<T, U>) {
  const { field } = useController({ control, name });
  return (
    <Switch
      {...props}
      name={field.name}
      checked={field.value}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
      onBlur={field.onBlur}
    />
  );
}
