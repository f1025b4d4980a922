import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '../i18n/country-options.ts';
import { useLanguage } from '../i18n/use-language.ts';
import type { ControlledProps } from './field-props.ts';

/** A form's country: a searchable list named in the interface language; the value is the ISO code. */
export function CountryField<T extends FieldValues, U>({ control, name, error }: ControlledProps<T, U>) {
  const { t } = useTranslation('common');
  const [language] = useLanguage();
  const data = useMemo(() => countryOptions(language), [language]);
  const { field } = useController({ control, name });
  return (
    <Select
      label={t('countryField.label')}
      placeholder={t('countryField.placeholder')}
      nothingFoundMessage={t('countryField.nothingFound')}
      error={error}
      data={data}
      name={field.name}
      value={field.value || null}
      onChange={(code) => field.onChange(code ?? '')}
      onBlur={field.onBlur}
      searchable
      clearable={false}
      maxDropdownHeight={280}
    />
  );
}
