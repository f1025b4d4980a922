import type { CompleteForgotPasswordInput } from '@hirelane/contract/auth';
import {
  completeForgotPasswordInput,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@hirelane/contract/auth';
import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../shared/forms/apply-server-errors.ts';
import { fieldProps } from '../../../shared/forms/field-props.ts';
import { useFieldError } from '../../../shared/forms/use-field-error.ts';
import { isApiError } from '../../../shared/http/api-error.ts';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useCompletePasswordReset, useRequestPasswordReset } from '../api/password-reset.ts';
import { CodeInput } from './code-input.tsx';

/** Answers about the code itself: shown under the code boxes. */
const CODE_ERRORS = new Set(['CODE_INVALID', 'CODE_EXPIRED', 'CODE_ATTEMPTS_EXCEEDED']);

export type NewPasswordStepProps = {
  email: string;
  onCompleted: () => void;
  onResent: () => void;
  onStartOver: () => void;
};

/** Step 2 of a password reset: the e-mailed code and the new password, together. */
export function NewPasswordStep({ email, onCompleted, onResent, onStartOver }: NewPasswordStepProps) {
  const { t } = useTranslation('auth');
  const limits = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };
  const fieldError = useFieldError('auth', limits);
  const complete = useCompletePasswordReset();
  const resend = useRequestPasswordReset();
  const {
    control,
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<CompleteForgotPasswordInput>({
    resolver: zodResolver(completeForgotPasswordInput),
    defaultValues: { email, code: '', newPassword: '' },
  });
  const field = fieldProps(register, errors, fieldError);

  const handleComplete = handleSubmit(async (values) => {
    try {
      await complete.mutateAsync(values);
      onCompleted();
    } catch (error) {
      const message = errorMessage(error, FALLBACK_ERRORS.resetPassword);
      if (isApiError(error) && error.code && CODE_ERRORS.has(error.code)) {
        setError('code', { type: 'server', message });
      } else {
        applyServerErrors(error, setError, ['code', 'newPassword']);
      }
      toast.error(message);
    }
  });

  const handleResend = async () => {
    try {
      await resend.mutateAsync({ email });
      clearErrors('code');
      onResent();
      toast.success(t('forgotPassword.resent', { email }));
    } catch (error) {
      toast.error(errorMessage(error, FALLBACK_ERRORS.requestPasswordReset));
    }
  };

  return (
    <form onSubmit={handleComplete} noValidate>
      <Stack gap="lg">
        <Text>{t('forgotPassword.codeBody', { email })}</Text>
        <Controller
          control={control}
          name="code"
          render={({ field }) => (
            <CodeInput
              value={field.value}
              onChange={(value) => {
                clearErrors('code');
                field.onChange(value);
              }}
              error={fieldError('code', errors.code)}
              hint={t('otp.hint')}
            />
          )}
        />
        <PasswordInput
          label={t('forgotPassword.newPassword')}
          description={t('signup.passwordRule', limits)}
          autoComplete="new-password"
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }}
          {...field('newPassword')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {t('forgotPassword.save')}
          </Button>
        </Group>
        <Group gap="xs" justify="center">
          <Button variant="subtle" onClick={handleResend} loading={resend.isPending}>
            {t('otp.resend')}
          </Button>
          <Button variant="subtle" color="gray" onClick={onStartOver}>
            {t('forgotPassword.otherEmail')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
