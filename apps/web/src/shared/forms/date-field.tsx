import type { CalendarAriaLabels } from '@mantine/dates';
import { DatePickerInput } from '@mantine/dates';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

export type CalendarLabels = {
  ariaLabels: CalendarAriaLabels;
  getDayAriaLabel: (date: string) => string;
};

export type DateFieldProps<T extends FieldValues, U> = {
  control: Control<T, unknown, U>;
  name: Path<T>;
  label: string;
  placeholder: string;
  /** Names for the calendar's controls and days, which Mantine leaves unnamed for screen readers. */
  calendar: CalendarLabels;
  error: string | undefined;
};

/** An optional calendar day (YYYY-MM-DD): typed or picked, clearable. Needs an AppDatesProvider above. */
export function DateField<T extends FieldValues, U>({
  control,
  name,
  calendar,
  error,
  ...props
}: DateFieldProps<T, U>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DatePickerInput
          {...props}
          valueFormat="D MMM YYYY"
          ariaLabels={calendar.ariaLabels}
          getDayAriaLabel={calendar.getDayAriaLabel}
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
