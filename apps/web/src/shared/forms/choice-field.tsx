import { Select } from '@mantine/core';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

export type ChoiceFieldProps<T extends FieldValues, U> = {
  control: Control<T, unknown, U>;
  name: Path<T>;
  label: string;
  placeholder: string;
  data: { value: string; label: string }[];
  error: string | undefined;
};

/** An optional choice of a form (workplace, employment type, …): clearable back to none. */
export function ChoiceField<T extends FieldValues, U>({
  control,
  name,
  error,
  ...props
}: ChoiceFieldProps<T, U>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          {...props}
          clearable
          name={field.name}
          value={field.value ?? null}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}
