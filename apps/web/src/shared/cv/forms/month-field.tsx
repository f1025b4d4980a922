import { formatLongMonth } from '@hirelane/contract/dates';
import { MonthPickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { fromPickerDate, toPickerDate } from '../../format/picker-dates.ts';
import { AppDatesProvider } from '../../forms/dates-provider.tsx';
import { useLanguage } from '../../i18n/use-language.ts';

const THIS_YEAR = new Date().getFullYear();
/** Far enough back for a long career, a little ahead for a job or course that starts soon. */
const MIN_DATE = `${THIS_YEAR - 70}-01-01`;
const MAX_DATE = `${THIS_YEAR + 10}-12-31`;

export type MonthFieldProps = {
  label: string;
  /** Month precision, as the contract: "2024-09". */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  error?: string | undefined;
  description?: string;
  disabled?: boolean;
  clearable?: boolean;
  withAsterisk?: boolean;
  name?: string;
};

/** A month/year picker: a year select and a grid of months, operable by keyboard. */
export function MonthField({ value, onChange, clearable = false, ...props }: MonthFieldProps) {
  const { t } = useTranslation('cv');
  const [language] = useLanguage();
  return (
    <AppDatesProvider>
      <MonthPickerInput
        {...props}
        value={toPickerDate(value)}
        onChange={(date) => onChange(fromPickerDate(date))}
        placeholder={t('month.placeholder')}
        clearable={clearable}
        clearButtonProps={{ 'aria-label': t('month.clear') }}
        valueFormat="MMMM YYYY"
        withNativeLevelSelect
        minDate={MIN_DATE}
        maxDate={MAX_DATE}
        ariaLabels={{
          yearLevelControl: t('month.year'),
          previousYear: t('month.previousYear'),
          nextYear: t('month.nextYear'),
        }}
        // Each month button is read out as "September 2024", not just "Sep".
        getMonthControlProps={(date) => ({ 'aria-label': formatLongMonth(date.slice(0, 7), language) })}
        popoverProps={{ withinPortal: true }}
      />
    </AppDatesProvider>
  );
}
