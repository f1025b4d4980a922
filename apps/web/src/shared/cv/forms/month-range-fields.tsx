import { SimpleGrid } from '@mantine/core';
import type { ControllerRenderProps } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MonthField } from './month-field.tsx';

type MonthInput<Value> = Pick<ControllerRenderProps, 'onBlur' | 'name' | 'ref'> & {
  value: Value;
  onChange: (value: Value) => void;
  error: string | undefined;
};

export type MonthRangeFieldsProps = {
  /** The start's field (`useControlledField`), required: a year, or a month. */
  start: MonthInput<string>;
  /** The end's field; empty means ongoing. */
  end: MonthInput<string | null | undefined>;
  /** A hint under the end. */
  endDescription?: string;
  /** The end cannot be chosen (e.g. a current job). */
  endDisabled?: boolean;
};

/** From when to when, each a year or a month, side by side (stacked on phones). */
export function MonthRangeFields({ start, end, endDescription, endDisabled = false }: MonthRangeFieldsProps) {
  const { t } = useTranslation('cv');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <MonthField
        label={t('fields.startDate')}
        withAsterisk
        name={start.name}
        ref={start.ref}
        value={start.value}
        onChange={(value) => start.onChange(value ?? '')}
        onBlur={start.onBlur}
        error={start.error}
      />
      <MonthField
        label={t('fields.endDate')}
        description={endDescription}
        name={end.name}
        ref={end.ref}
        value={endDisabled ? null : end.value}
        onChange={end.onChange}
        onBlur={end.onBlur}
        disabled={endDisabled}
        error={end.error}
      />
    </SimpleGrid>
  );
}
