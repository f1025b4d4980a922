import type { ResetPasswordInput } from '@hirelane/contract/auth';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, resetPasswordInput } from '@hirelane/contract/auth';
import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../shared/forms/form-actions.tsx';
import { PasswordField } from '../../../shared/forms/password-field.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useChangePassword } from '../api/account.ts';

const EMPTY: ResetPasswordInput = { currentPassword: '', newPassword: '' };

/** The current password and a new one; the other devices are signed out by the server. */
export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const limits = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };
  const change = useChangePassword();
  const {
    reset,
    field,
    submitTo,
    formState: { isSubmitting },
  } = useContractForm(resetPasswordInput, {
    namespace: 'account',
    errorValues: limits,
    defaultValues: EMPTY,
  });

  const handleChange = submitTo(
    async (values) => {
      await change.mutateAsync(values);
      reset(EMPTY);
      toast.success(t('password.changed'));
    },
    { fields: ['currentPassword', 'newPassword'], toast: FALLBACK_ERRORS.resetPassword },
  );

  return (
    <form onSubmit={handleChange} noValidate>
      <Stack gap="md" maw={480}>
        <PasswordField
          label={t('password.current')}
          description={t('password.currentHint')}
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <PasswordField
          label={t('password.new')}
          description={t('password.rule', limits)}
          autoComplete="new-password"
          {...field('newPassword')}
        />
        <FormActions submit={t('password.submit')} loading={isSubmitting} />
      </Stack>
    </form>
  );
}
