import { DAY_INPUT_FORMATS, DAY_INPUT_PLACEHOLDERS, parseDayInput } from '@hirelane/contract/day-input';
import { DateInput } from '@mantine/dates';
import { type ReactNode, useState } from 'react';
import { type FieldValues, useController } from 'react-hook-form';
import { useLanguage } from '../i18n/use-language.ts';
import { dayGridKeyProps } from './day-grid-keys.ts';
import { useDayFormatError } from './day-input.tsx';
import type { ControlledProps } from './field-props.ts';
import { useCalendarLabels } from './use-calendar-labels.ts';

export type DateFieldProps<T extends FieldValues, U> = ControlledProps<T, U> & {
  label: string;
  description?: ReactNode;
  /** The earliest day that can be chosen (YYYY-MM-DD). */
  minDate?: string;
};

/**
 * An optional calendar day (YYYY-MM-DD), typed or picked, clearable, shown as the interface
 * language writes it (31/05/1990, 31.05.1990). A typed text that is no day is not taken, and the
 * field says in which format to write it. Needs an AppDatesProvider above.
 */
export function DateField<T extends FieldValues, U>({
  control,
  name,
  error,
  minDate,
  ...props
}: DateFieldProps<T, U>) {
  const [language] = useLanguage();
  const calendar = useCalendarLabels();
  const formatError = useDayFormatError();
  const [typedWrong, setTypedWrong] = useState(false);
  const { field } = useController({ control, name });
  return (
    <DateInput
      {...props}
      {...(minDate ? { minDate } : {})}
      placeholder={DAY_INPUT_PLACEHOLDERS[language]}
      valueFormat={DAY_INPUT_FORMATS[language]}
      dateParser={parseDayInput}
      ariaLabels={calendar.ariaLabels}
      getDayAriaLabel={calendar.getDayAriaLabel}
      getDayProps={dayGridKeyProps}
      clearable
      name={field.name}
      ref={field.ref}
      value={field.value ?? null}
      onChange={(value) => {
        setTypedWrong(false);
        field.onChange(value);
      }}
      onBlur={(event) => {
        // Mantine puts the last good day back on blur: say why the typed text was not taken.
        const text = event.currentTarget.value.trim();
        setTypedWrong(text !== '' && parseDayInput(text) === null);
        field.onBlur();
      }}
      error={typedWrong ? formatError : error}
      popoverProps={{ withinPortal: true }}
    />
  );
}
