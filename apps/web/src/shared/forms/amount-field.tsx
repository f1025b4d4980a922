import { NumberInput } from '@mantine/core';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

export type AmountFieldProps<T extends FieldValues, U> = {
  control: Control<T, unknown, U>;
  name: Path<T>;
  label: string;
  error: string | undefined;
};

/** A whole, non-negative amount (a salary bound), or nothing. */
export function AmountField<T extends FieldValues, U>({
  control,
  name,
  label,
  error,
}: AmountFieldProps<T, U>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
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
      )}
    />
  );
}
