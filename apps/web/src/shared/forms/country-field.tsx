import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { type FieldValues, useController } from 'react-hook-form';
import { countryOptions } from '../i18n/country-options.ts';
import { useLanguage } from '../i18n/use-language.ts';
import type { ControlledProps } from './field-props.ts';

export type CountryFieldProps<T extends FieldValues, U> = ControlledProps<T, U> & {
  label: string;
  placeholder: string;
  nothingFoundMessage: string;
};

/** A form's country: a searchable list named in the interface language; the value is the ISO code. */
export function CountryField<T extends FieldValues, U>({ control, name, ...props }: CountryFieldProps<T, U>) {
  const [language] = useLanguage();
  const data = useMemo(() => countryOptions(language), [language]);
  const { field } = useController({ control, name });
  return (
    <Select
      {...props}
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
