import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { countryOptions } from '../i18n/country-options.ts';
import { useLanguage } from '../i18n/use-language.ts';

export type CountryFieldProps<T extends FieldValues, U> = {
  control: Control<T, unknown, U>;
  name: Path<T>;
  label: string;
  placeholder: string;
  nothingFoundMessage: string;
  error: string | undefined;
};

/** A form's country: a searchable list named in the interface language; the value is the ISO code. */
export function CountryField<T extends FieldValues, U>({
  control,
  name,
  error,
  ...props
}: CountryFieldProps<T, U>) {
  const [language] = useLanguage();
  const data = useMemo(() => countryOptions(language), [language]);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          {...props}
          data={data}
          name={field.name}
          value={field.value || null}
          onChange={(code) => field.onChange(code ?? '')}
          onBlur={field.onBlur}
          error={error}
          searchable
          clearable={false}
          maxDropdownHeight={280}
        />
      )}
    />
  );
}
