import { SimpleGrid } from '@mantine/core';
import type { ControllerRenderProps } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MonthField } from './month-field.tsx';

type MonthInput<Value> = Pick<ControllerRenderProps, 'onBlur' | 'name'> & {
  value: Value;
  onChange: (value: Value) => void;
  error: string | undefined;
};

export type MonthRangeFieldsProps = {
  /** The start month's field (`useControlledField`), required. */
  start: MonthInput<string>;
  /** The end month's field; empty means ongoing. */
  end: MonthInput<string | null | undefined>;
  /** A hint under the end month. */
  endDescription?: string;
  /** The end month cannot be chosen (e.g. a current job). */
  endDisabled?: boolean;
};

/** From when to when, month precision, side by side (stacked on phones). */
export function MonthRangeFields({ start, end, endDescription, endDisabled = false }: MonthRangeFieldsProps) {
  const { t } = useTranslation('cv');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <MonthField
        label={t('fields.startDate')}
        withAsterisk
        name={start.name}
        value={start.value}
        onChange={(value) => start.onChange(value ?? '')}
        onBlur={start.onBlur}
        error={start.error}
      />
      <MonthField
        label={t('fields.endDate')}
        description={endDescription}
        name={end.name}
        value={endDisabled ? null : end.value}
        onChange={end.onChange}
        onBlur={end.onBlur}
        disabled={endDisabled}
        clearable
        error={end.error}
      />
    </SimpleGrid>
  );
}
