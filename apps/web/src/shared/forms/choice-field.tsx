import { Select } from '@mantine/core';
import { type FieldValues, useController } from 'react-hook-form';
import type { ControlledProps } from './field-props.ts';

export type ChoiceFieldProps<T extends FieldValues, U> = ControlledProps<T, U> & {
  label: string;
  placeholder: string;
  data: { value: string; label: string }[];
};

/** An optional choice of a form (workplace, employment type, …): clearable back to none. */
export function ChoiceField<T extends FieldValues, U>({ control, name, ...props }: ChoiceFieldProps<T, U>) {
  const { field } = useController({ control, name });
  return (
    <Select
      {...props}
      clearable
      name={field.name}
      value={field.value ?? null}
      onChange={(value) => field.onChange(value)}
      onBlur={field.onBlur}
    />
  );
}
