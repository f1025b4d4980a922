import { CV_DATE, monthNames } from '@hirelane/contract/dates';
import { Input, NativeSelect, SimpleGrid } from '@mantine/core';
import { type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import classes from './month-field.module.css';

const THIS_YEAR = new Date().getFullYear();
/** Far enough back for a long career, a little ahead for a job or course that starts soon; newest first. */
const YEARS = Array.from({ length: 81 }, (_, index) => String(THIS_YEAR + 10 - index));

export type MonthFieldProps = {
  label: string;
  /** As precise as the CV: a year ("2017") or a month ("2024-09"); null or "" when not given. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  error?: string | undefined;
  description?: string | undefined;
  disabled?: boolean | undefined;
  withAsterisk?: boolean;
  name?: string;
  /** The month select, focused when the form points at this field. */
  ref?: Ref<HTMLSelectElement>;
};

/** "2024-09" → ["2024", "09"], "2017" → ["2017", ""], anything else → ["", ""]. */
const partsOf = (value: string | null | undefined): [string, string] =>
  value && CV_DATE.test(value) ? [value.slice(0, 4), value.slice(5, 7)] : ['', ''];

/**
 * A date as precise as the CV gives it: a month select (which may stay empty) and a year select,
 * as one group named by `label`. A year without a month is a year ("2017"); without a year there
 * is no date. Native selects: typed into, arrowed through and a phone's own wheel.
 */
export function MonthField({
  label,
  value,
  onChange,
  onBlur,
  error,
  description,
  disabled,
  withAsterisk,
  name,
  ref,
}: MonthFieldProps) {
  const { t } = useTranslation('cv');
  const [language] = useLanguage();
  const id = useId();
  const [year, valueMonth] = partsOf(value);
  // A month chosen before the year waits here until the year makes it a date.
  const [pendingMonth, setPendingMonth] = useState('');
  const month = year ? valueMonth : pendingMonth;
  const emit = (nextYear: string, nextMonth: string) =>
    onChange(nextYear ? (nextMonth ? `${nextYear}-${nextMonth}` : nextYear) : null);
  const years = year && !YEARS.includes(year) ? [year, ...YEARS] : YEARS;
  const describedBy = [description && `${id}-description`, error && `${id}-error`].filter(Boolean).join(' ');
  const shared = {
    size: 'sm',
    disabled,
    onBlur,
    error: Boolean(error),
    'aria-describedby': describedBy || undefined,
  } as const;

  return (
    <fieldset className={classes.group} disabled={disabled} data-name={name}>
      <Input.Label component="legend" required={withAsterisk} className={classes.legend}>
        {label}
      </Input.Label>
      {description && (
        <Input.Description id={`${id}-description`} mb={4}>
          {description}
        </Input.Description>
      )}
      <SimpleGrid cols={2} spacing="xs">
        <NativeSelect
          {...shared}
          ref={ref}
          aria-label={t('month.month')}
          value={month}
          data={[
            { value: '', label: t('month.noMonth') },
            ...monthNames(language).map((monthName, index) => ({
              value: String(index + 1).padStart(2, '0'),
              label: monthName,
            })),
          ]}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (year) emit(year, next);
            else setPendingMonth(next);
          }}
        />
        <NativeSelect
          {...shared}
          aria-label={t('month.year')}
          value={year}
          data={[{ value: '', label: t('month.year') }, ...years]}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (!next) setPendingMonth(month);
            emit(next, month);
          }}
        />
      </SimpleGrid>
      {error && (
        <Input.Error id={`${id}-error`} mt={4}>
          {error}
        </Input.Error>
      )}
    </fieldset>
  );
}
