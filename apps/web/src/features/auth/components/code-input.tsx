import { VERIFICATION_CODE_LENGTH } from '@hirelane/contract/constants';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type CodeInputProps = {
  /** The field a plain form posts the code as (`token`, `code`). */
  name: string;
  /** Shown under the field and announced with it. */
  error?: string | undefined;
  hint: string;
};

/**
 * The e-mailed code of a form page (sign-up and password reset): one text field with the digits
 * keyboard and the phone's one-time-code autofill. It always starts empty: a code is never written
 * back into a page.
 */
export function CodeInput({ name, error, hint }: CodeInputProps) {
  const { t } = useTranslation('auth');
  return (
    <TextInput
      label={t('otp.codeLabel')}
      description={hint}
      inputWrapperOrder={['label', 'input', 'error', 'description']}
      error={error}
      name={name}
      defaultValue=""
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={VERIFICATION_CODE_LENGTH}
      autoFocus
      size="lg"
    />
  );
}
