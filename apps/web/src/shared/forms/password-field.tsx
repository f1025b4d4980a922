import { PasswordInput } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

type PasswordFieldProps = ComponentProps<typeof PasswordInput> & {
  /** Which password this is, for password managers. */
  autoComplete: 'current-password' | 'new-password';
};

/** A password input whose "show characters" toggle is named and reachable by keyboard. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation('common');
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }}
      {...props}
    />
  );
}
