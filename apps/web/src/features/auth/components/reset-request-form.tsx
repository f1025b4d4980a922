import type { ForgotPasswordInput } from '@hirelane/contract/auth';
import { forgotPasswordInput } from '@hirelane/contract/auth';
import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../shared/forms/apply-server-errors.ts';
import { fieldProps } from '../../../shared/forms/field-props.ts';
import { useFieldError } from '../../../shared/forms/use-field-error.ts';
import { isApiError } from '../../../shared/http/api-error.ts';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useRequestPasswordReset } from '../api/password-reset.ts';

export type ResetRequestFormProps = {
  onRequested: (email: string) => void;
};

/** Step 1 of a password reset: the e-mail address the code goes to. */
export function ResetRequestForm({ onRequested }: ResetRequestFormProps) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError('auth');
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordInput),
    defaultValues: { email: '' },
  });
  const field = fieldProps(register, errors, fieldError);

  const handleRequest = handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync({ email });
      onRequested(email);
    } catch (error) {
      // 429: a code went out less than a minute ago and still works, so the next step is right.
      if (isApiError(error) && error.status === 429) {
        toast.info(errorMessage(error, FALLBACK_ERRORS.requestPasswordReset));
        onRequested(email);
        return;
      }
      applyServerErrors(error, setError, ['email']);
      toast.error(errorMessage(error, FALLBACK_ERRORS.requestPasswordReset));
    }
  });

  return (
    <form onSubmit={handleRequest} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('forgotPassword.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          {...field('email')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {t('forgotPassword.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
