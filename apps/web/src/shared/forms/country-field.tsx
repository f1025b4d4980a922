import { NativeSelect, Select } from '@mantine/core';
import { useMemo } from 'react';
import { type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '../i18n/country-options.ts';
import { useLanguage } from '../i18n/use-language.ts';
import type { ControlledProps } from './field-props.ts';
import { useKeepTyped, usePlainForm } from './plain-form.ts';

export type CountryFieldProps<T extends FieldValues, U> = ControlledProps<T, U> & {
  /** On a form page: the text of the list's first, empty choice ("Choose your country"). */
  choosePrompt?: string;
};

/**
 * A form's country: a searchable list named in the interface language; the value is the ISO code.
 * On a form page it is the browser's own list (a plain form posts it, before any script has run).
 */
export function CountryField<T extends FieldValues, U>({
  control,
  name,
  error,
  choosePrompt = '',
}: CountryFieldProps<T, U>) {
  const { t } = useTranslation('common');
  const [language] = useLanguage();
  const { isPlain } = usePlainForm();
  const data = useMemo(() => countryOptions(language), [language]);
  const { field } = useController({ control, name });
  const value: string = field.value || '';
  const keepChoice = useKeepTyped(field.ref, (typed) => {
    if (typeof typed === 'string' && typed !== value) field.onChange(typed);
  });
  if (isPlain) {
    return (
      <NativeSelect
        label={t('countryField.label')}
        error={error}
        name={field.name}
        value={value}
        onChange={(event) => field.onChange(event.currentTarget.value)}
        onBlur={field.onBlur}
        ref={keepChoice}
      >
        <option value="" disabled>
          {choosePrompt}
        </option>
        {data.map((option) => (
          // The server's and the browser's country names can differ in a letter: not a reason to redo the page.
          <option key={option.value} value={option.value} suppressHydrationWarning>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    );
  }
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
