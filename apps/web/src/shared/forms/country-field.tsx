import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '../i18n/country-options.ts';
import { useLanguage } from '../i18n/use-language.ts';
import type { ControlledProps } from './field-props.ts';

export type CountrySelectProps = Omit<NativeSelectProps, 'label' | 'data' | 'children'>;

/**
 * A country list: the browser's own, named in the interface language (the value is the ISO code).
 * Typing jumps to a country, a phone opens its own picker, and a plain form posts it without any
 * script; a searchable list would cost a form page a quarter of its script.
 */
export function CountrySelect(props: CountrySelectProps) {
  const { t } = useTranslation('common');
  const [language] = useLanguage();
  const data = useMemo(() => countryOptions(language), [language]);
  return (
    <NativeSelect label={t('countryField.label')} {...props}>
      <option value="" disabled>
        {t('countryField.choose')}
      </option>
      {data.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );
}

export type CountryFieldProps<T extends FieldValues, U> = ControlledProps<T, U>;

/** A form's country (CountrySelect), behind a Controller. */
export function CountryField<T extends FieldValues, U>({ control, name, error }: CountryFieldProps<T, U>) {
  const { field } = useController({ control, name });
  return (
    <CountrySelect
      error={error}
      name={field.name}
      value={field.value || ''}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      ref={field.ref}
    />
  );
}
