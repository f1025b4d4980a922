import { NumberInput, Select } from '@mantine/core';
import { type Control, Controller } from 'react-hook-form';
import type { JobFormOutput, JobFormValues } from '../model/job-form.ts';

export type ChoiceFieldProps = {
  control: Control<JobFormValues, unknown, JobFormOutput>;
  name: 'workplace' | 'employmentType' | 'salaryPeriod';
  label: string;
  placeholder: string;
  data: { value: string; label: string }[];
  error: string | undefined;
};

/** An optional choice of the job form (workplace, employment type, salary period): clearable to none. */
export function ChoiceField({ control, name, label, placeholder, data, error }: ChoiceFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          placeholder={placeholder}
          data={data}
          clearable
          value={field.value ?? null}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}

export type AmountFieldProps = {
  control: Control<JobFormValues, unknown, JobFormOutput>;
  name: 'salaryMin' | 'salaryMax';
  label: string;
  error: string | undefined;
};

/** A salary bound: a whole, non-negative amount, or nothing. */
export function AmountField({ control, name, label, error }: AmountFieldProps) {
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
          value={field.value ?? ''}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}
