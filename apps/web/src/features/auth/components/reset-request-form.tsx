import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import type { FormAnswer } from '@hirelane/contract/public-page';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmailField } from '../../../shared/forms/email-field.tsx';
import { FormActions } from '../../../shared/forms/form-actions.tsx';
import { apiErrorOf, failureText } from '../../../shared/forms/form-answer.ts';
import { usePlainForm } from '../../../shared/forms/plain-form.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { isApiError } from '../../../shared/http/api-error.ts';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useRequestPasswordReset } from '../api/password-reset.ts';

// The schema (and zod) loads at the first validation: the page shows and works without it.
const loadForgotPasswordInput = async () => (await import('@hirelane/contract/auth')).forgotPasswordInput;

/** 429: a code went out less than a minute ago and still works, so the next step is right. */
const isTooSoon = (error: unknown) => isApiError(error) && error.status === 429;

/** The fallback of a failed request's toast; none when a code went out moments ago (on to the next step). */
const requestErrorToast = (error: unknown) =>
  isTooSoon(error) ? undefined : FALLBACK_ERRORS.requestPasswordReset;

export type ResetRequestFormProps = {
  onRequested: (email: string) => void;
  /** On the server-rendered page: the server's answer to this form's plain post (the e-mail, the failure). */
  answer?: FormAnswer<string> | null;
};

/** Step 1 of a password reset: the e-mail address the code goes to (on a form page also a plain form). */
export function ResetRequestForm({ onRequested, answer }: ResetRequestFormProps) {
  const { t, i18n } = useTranslation('auth');
  const request = useRequestPasswordReset(requestErrorToast);
  const plain = usePlainForm();
  const answerError = answer?.error && apiErrorOf(answer.error);
  const { submitTo, field, isSubmitting, submitError } = useContractForm(loadForgotPasswordInput, {
    namespace: 'auth',
    defaultValues: { email: answer?.values.email ?? '' },
    ...(answerError && {
      failure: {
        error: answerError,
        message: failureText(answerError, requestErrorToast(answerError), i18n),
        fields: ['email'],
      },
    }),
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
    <form onSubmit={handleRequest} noValidate {...plain.form}>
      <Stack gap="md">
        <EmailField label={t('forgotPassword.email')} {...field('email')} />
        <FormActions
          submit={t('forgotPassword.submit')}
          loading={isSubmitting}
          error={submitError}
          intent="request"
        />
      </Stack>
    </form>
  );
}
