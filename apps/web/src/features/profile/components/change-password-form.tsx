import type { ResetPasswordInput } from '@hirelane/contract/auth';
import { resetPasswordInput } from '@hirelane/contract/auth';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../shared/forms/form-actions.tsx';
import { NewPasswordField, PASSWORD_LIMITS } from '../../../shared/forms/new-password-field.tsx';
import { PasswordField } from '../../../shared/forms/password-field.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useSocialSignInOffered } from '../../../shared/social-auth/use-social-sign-in-offered.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useChangePassword } from '../api/account.ts';

const EMPTY: ResetPasswordInput = { currentPassword: '', newPassword: '' };

/**
 * The current password and a new one; the other devices are signed out by the server. The hint for
 * an account made with Google or Facebook shows only when social sign-in is configured.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const socialOffered = useSocialSignInOffered();
  const change = useChangePassword();
  const { reset, field, submitTo, submitError, isSubmitting } = useContractForm(resetPasswordInput, {
    namespace: 'account',
    errorValues: PASSWORD_LIMITS,
    defaultValues: EMPTY,
  });

  const handleChange = submitTo(
    async (values) => {
      await change.mutateAsync(values);
      reset(EMPTY);
      toast.success(t('password.changed'));
    },
    { fields: ['currentPassword', 'newPassword'] },
  );

  return (
    <form onSubmit={handleChange} noValidate>
      <Stack gap="md" maw={480}>
        <PasswordField
          label={t('password.current')}
          description={socialOffered ? t('password.currentHint') : undefined}
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <NewPasswordField label={t('password.new')} {...field('newPassword')} />
        <FormActions submit={t('password.submit')} loading={isSubmitting} error={submitError} />
      </Stack>
    </form>
  );
}
