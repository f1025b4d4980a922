import { Switch } from '@mantine/core';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

export type SwitchFieldProps<T extends FieldValues, U> = {
  control: Control<T, unknown, U>;
  name: Path<T>;
  label: string;
  description?: ReactNode;
};

/** A yes/no of a form (a reminder on, a profile shown) as a switch. */
export function SwitchField<T extends FieldValues, U>({ control, name, ...props }: SwitchFieldProps<T, U>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          {...props}
          name={field.name}
          checked={field.value}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
