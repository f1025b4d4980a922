import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { countryOptions } from '../i18n/country-options.ts';
import { useLanguage } from '../i18n/use-language.ts';

export type CountrySelectProps = {
  label: string;
  placeholder: string;
  nothingFoundMessage: string;
  value: string;
  onChange: (code: string) => void;
  onBlur: () => void;
  error?: string | undefined;
  name?: string;
};

/** Searchable list of countries, named in the interface language; the value is the ISO code. */
export function CountrySelect({ value, onChange, onBlur, ...props }: CountrySelectProps) {
  const [language] = useLanguage();
  const data = useMemo(() => countryOptions(language), [language]);
  return (
    <Select
      {...props}
      data={data}
      value={value || null}
      onChange={(code) => onChange(code ?? '')}
      onBlur={onBlur}
      searchable
      clearable={false}
      maxDropdownHeight={280}
    />
  );
}
