import { DAY_INPUT_PLACEHOLDERS, formatDayInput, parseDayInput } from '@hirelane/contract/day-input';
import { TextInput, type TextInputProps } from '@mantine/core';
import { type FocusEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/use-language.ts';

const EXAMPLE_DAY = '1990-05-31';

/** Whether a field's value is a day (YYYY-MM-DD) rather than text that is none. */
export const isDayValue = (value: string): boolean => parseDayInput(value) === value;

/** An example day as the interface language's date fields show it: "31/05/1990", "31.05.1990". */
export function useDayExample(): string {
  const [language] = useLanguage();
  return formatDayInput(EXAMPLE_DAY, language);
}

/** "Use a date like 31/05/1990": the error of a date field, in the format the field shows. */
export function useDayFormatError(): string {
  const { t } = useTranslation('common');
  return t('dateField.format', { example: useDayExample() });
}

export type DayInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  /** '' for none, YYYY-MM-DD for a day, or what was typed while it is no day (so a form can say so). */
  value: string;
  onChange: (value: string) => void;
};

/**
 * A calendar day typed and shown the way the interface language writes it — 31/05/1990 in
 * English (en-GB), 31.05.1990 in Norwegian — not in the browser's own format, as a native date
 * input would. While it has focus the text stays as typed; it is tidied when focus leaves.
 */
export function DayInput({ value, onChange, onFocus, onBlur, ...props }: DayInputProps) {
  const [language] = useLanguage();
  const [typing, setTyping] = useState<string | null>(null);
  const shown = typing ?? (isDayValue(value) ? formatDayInput(value, language) : value);
  return (
    <TextInput
      placeholder={DAY_INPUT_PLACEHOLDERS[language]}
      {...props}
      value={shown}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        setTyping(shown);
        onFocus?.(event);
      }}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setTyping(text);
        onChange(text.trim() === '' ? '' : (parseDayInput(text) ?? text));
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        setTyping(null);
        onBlur?.(event);
      }}
    />
  );
}
