import { NativeSelect } from '@mantine/core';
import { useMemo } from 'react';
import { type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '../i18n/country-options.ts';
import { useLanguage } from '../i18n/use-language.ts';
import type { ControlledProps } from './field-props.ts';
import { useKeepTyped } from './plain-form.ts';

export type CountryFieldProps<T extends FieldValues, U> = ControlledProps<T, U>;

/**
 * A form's country: the browser's own list, named in the interface language (the value is the ISO
 * code). Typing jumps to a country, a phone opens its own picker, and a plain form posts it before
 * any script has run; a searchable list would cost a form page a quarter of its script.
 */
export function CountryField<T extends FieldValues, U>({ control, name, error }: CountryFieldProps<T, U>) {
  const { t } = useTranslation('common');
  const [language] = useLanguage();
  const data = useMemo(() => countryOptions(language), [language]);
  const { field } = useController({ control, name });
  const value: string = field.value || '';
  const keepChoice = useKeepTyped(field.ref, (typed) => {
    if (typeof typed === 'string' && typed !== value) field.onChange(typed);
  });
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
        {t('countryField.choose')}
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
