import { VERIFICATION_CODE_LENGTH } from '@hirelane/contract/constants';
import { Input, PinInput, Stack, TextInput } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeepTyped, usePlainForm } from '../../../shared/forms/plain-form.ts';

export type CodeInputProps = {
  /** The field a plain form posts the code as (`token`, `code`). */
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the boxes and announced with them. */
  error?: string | undefined;
  hint: string;
  autoFocus?: boolean;
};

/**
 * The 6 boxes for an e-mailed code (sign-up and password reset): one labelled group, each box
 * named "Digit n of 6", pasting and the phone's one-time-code autofill fill all of them. On a form
 * page, one text field instead (the boxes need the script): digits keyboard, one-time-code autofill.
 */
export function CodeInput({ name, value, onChange, error, hint, autoFocus = true }: CodeInputProps) {
  const { t } = useTranslation('auth');
  const { isPlain } = usePlainForm();
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = error ? `${hintId} ${errorId}` : hintId;
  const keepCode = useKeepTyped<HTMLInputElement>(undefined, (typed) => {
    if (typeof typed === 'string' && typed !== value) onChange(typed);
  });
  if (isPlain) {
    return (
      <TextInput
        label={t('otp.codeLabel')}
        description={hint}
        inputWrapperOrder={['label', 'input', 'error', 'description']}
        error={error}
        name={name}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        ref={keepCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_LENGTH}
        autoFocus={autoFocus}
        size="lg"
      />
    );
  }
  return (
    <Stack gap={6}>
      <Input.Label id={labelId} component="span">
        {t('otp.codeLabel')}
      </Input.Label>
      <PinInput
        length={VERIFICATION_CODE_LENGTH}
        type="number"
        oneTimeCode
        autoFocus={autoFocus}
        size="lg"
        value={value}
        onChange={onChange}
        error={Boolean(error)}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        getInputProps={(index) => ({
          'aria-label': t('otp.digitLabel', { index: index + 1, total: VERIFICATION_CODE_LENGTH }),
          'aria-describedby': describedBy,
        })}
      />
      {error && <Input.Error id={errorId}>{error}</Input.Error>}
      <Input.Description id={hintId}>{hint}</Input.Description>
    </Stack>
  );
}
