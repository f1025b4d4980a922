import {
  completeForgotPasswordInput,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@hirelane/contract/auth';
import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../shared/forms/apply-server-errors.ts';
import { FormActions } from '../../../shared/forms/form-actions.tsx';
import { PasswordField } from '../../../shared/forms/password-field.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
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
  const complete = useCompletePasswordReset();
  const resend = useRequestPasswordReset();
  const {
    control,
    handleSubmit,
    setError,
    clearErrors,
    field,
    fieldError,
    formState: { errors, isSubmitting },
  } = useContractForm(completeForgotPasswordInput, {
    namespace: 'auth',
    errorValues: limits,
    defaultValues: { email, code: '', newPassword: '' },
  });

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
        <PasswordField
          label={t('forgotPassword.newPassword')}
          description={t('signup.passwordRule', limits)}
          autoComplete="new-password"
          {...field('newPassword')}
        />
        <FormActions submit={t('forgotPassword.save')} loading={isSubmitting} />
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
