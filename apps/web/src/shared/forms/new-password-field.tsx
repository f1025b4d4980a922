import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@hirelane/contract/constants';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from './password-field.tsx';

/** A new password's length limits: for the rule under the field and the {{min}}–{{max}} of its errors. */
export const PASSWORD_LIMITS = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

type NewPasswordFieldProps = Omit<ComponentProps<typeof PasswordField>, 'autoComplete' | 'description'>;

/** A password being chosen: offered to password managers as a new one, with its length rule under it. */
export function NewPasswordField(props: NewPasswordFieldProps) {
  const { t } = useTranslation('common');
  return (
    <PasswordField description={t('passwordRule', PASSWORD_LIMITS)} autoComplete="new-password" {...props} />
  );
}
