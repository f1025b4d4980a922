import type { ResetPasswordInput } from '@hirelane/contract/auth';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, resetPasswordInput } from '@hirelane/contract/auth';
import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../shared/forms/apply-server-errors.ts';
import { fieldProps } from '../../../shared/forms/field-props.ts';
import { useFieldError } from '../../../shared/forms/use-field-error.ts';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useChangePassword } from '../api/account.ts';

const EMPTY: ResetPasswordInput = { currentPassword: '', newPassword: '' };

/** The current password and a new one; the other devices are signed out by the server. */
export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const limits = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };
  const fieldError = useFieldError('account', limits);
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordInput>({ resolver: zodResolver(resetPasswordInput), defaultValues: EMPTY });
  const field = fieldProps(register, errors, fieldError);

  const handleChange = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      reset(EMPTY);
      toast.success(t('password.changed'));
    } catch (error) {
      applyServerErrors(error, setError, ['currentPassword', 'newPassword']);
      toast.error(errorMessage(error, FALLBACK_ERRORS.resetPassword));
    }
  });

  const toggle = { 'aria-label': t('showPassword') };
  return (
    <form onSubmit={handleChange} noValidate>
      <Stack gap="md" maw={480}>
        <PasswordInput
          label={t('password.current')}
          description={t('password.currentHint')}
          autoComplete="current-password"
          visibilityToggleFocusable
          visibilityToggleButtonProps={toggle}
          {...field('currentPassword')}
        />
        <PasswordInput
          label={t('password.new')}
          description={t('password.rule', limits)}
          autoComplete="new-password"
          visibilityToggleFocusable
          visibilityToggleButtonProps={toggle}
          {...field('newPassword')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {t('password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
