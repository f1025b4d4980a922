import { VERIFICATION_CODE_LENGTH } from '@hirelane/contract/constants';
import { Input, PinInput, Stack } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type CodeInputProps = {
  value: string;
  onChange: (value: string) => void;
  /** Shown under the boxes and announced with them. */
  error?: string | undefined;
  hint: string;
  autoFocus?: boolean;
};

/**
 * The 6 boxes for an e-mailed code (sign-up and password reset): one labelled group, each box
 * named "Digit n of 6", pasting and the phone's one-time-code autofill fill all of them.
 */
export function CodeInput({ value, onChange, error, hint, autoFocus = true }: CodeInputProps) {
  const { t } = useTranslation('auth');
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = error ? `${hintId} ${errorId}` : hintId;
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
