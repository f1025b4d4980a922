import { NumberInput } from '@mantine/core';
import { type FieldValues, useController } from 'react-hook-form';
import type { ControlledProps } from './field-props.ts';

export type AmountFieldProps<T extends FieldValues, U> = ControlledProps<T, U> & { label: string };

/** A whole, non-negative amount (a salary bound), or nothing. */
export function AmountField<T extends FieldValues, U>({
  control,
  name,
  label,
  error,
}: AmountFieldProps<T, U>) {
  const { field } = useController({ control, name });
  return (
    <NumberInput
      label={label}
      min={0}
      allowNegative={false}
      thousandSeparator=" "
      name={field.name}
      value={field.value ?? ''}
      onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
