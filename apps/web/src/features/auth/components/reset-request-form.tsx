import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmailField } from '../../../shared/forms/email-field.tsx';
import { FormActions } from '../../../shared/forms/form-actions.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { isApiError } from '../../../shared/http/api-error.ts';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useRequestPasswordReset } from '../api/password-reset.ts';

// The schema (and zod) loads at the first validation: the page shows and works without it.
const loadForgotPasswordInput = async () => (await import('@hirelane/contract/auth')).forgotPasswordInput;

/** 429: a code went out less than a minute ago and still works, so the next step is right. */
const isTooSoon = (error: unknown) => isApiError(error) && error.status === 429;

export type ResetRequestFormProps = {
  onRequested: (email: string) => void;
};

/** Step 1 of a password reset: the e-mail address the code goes to. */
export function ResetRequestForm({ onRequested }: ResetRequestFormProps) {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordReset((error) =>
    isTooSoon(error) ? undefined : FALLBACK_ERRORS.requestPasswordReset,
  );
  const { submitTo, field, isSubmitting, submitError } = useContractForm(loadForgotPasswordInput, {
    namespace: 'auth',
    defaultValues: { email: '' },
  });

  const handleRequest = submitTo(
    async ({ email }) => {
      try {
        await request.mutateAsync({ email });
      } catch (error) {
        if (!isTooSoon(error)) throw error;
        toast.info(errorMessage(error, FALLBACK_ERRORS.requestPasswordReset));
      }
      onRequested(email);
    },
    { fields: ['email'] },
  );

  return (
    <form onSubmit={handleRequest} noValidate>
      <Stack gap="md">
        <EmailField label={t('forgotPassword.email')} {...field('email')} />
        <FormActions submit={t('forgotPassword.submit')} loading={isSubmitting} error={submitError} />
      </Stack>
    </form>
  );
}
