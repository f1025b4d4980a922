import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import type { FormAnswer } from '@hirelane/contract/public-page';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmailField } from '../../../shared/forms/email-field.tsx';
import { FormActions } from '../../../shared/forms/form-actions.tsx';
import { apiErrorOf, useAnswerForm } from '../../../shared/forms/form-answer.ts';
import { usePlainForm } from '../../../shared/forms/plain-form.ts';

export type ResetRequestFormProps = {
  /** The server's answer to this form's last post (the e-mail, the failure). */
  answer: FormAnswer<string> | null;
};

/** Step 1 of a password reset: the e-mail address the code goes to. */
export function ResetRequestForm({ answer }: ResetRequestFormProps) {
  const { t } = useTranslation('auth');
  const plain = usePlainForm();
  const error = answer?.error && apiErrorOf(answer.error);
  const { field, formError } = useAnswerForm<'email'>(
    { email: answer?.values.email ?? '' },
    error && {
      error,
      // 429: a code went out less than a minute ago and still works, so the next step is right.
      fallback: error.status === 429 ? undefined : FALLBACK_ERRORS.requestPasswordReset,
      fields: ['email'],
    },
  );
  return (
    <form noValidate {...plain.form}>
      <Stack gap="md">
        <EmailField label={t('forgotPassword.email')} {...field('email')} />
        <FormActions submit={t('forgotPassword.submit')} error={formError} intent="request" />
      </Stack>
    </form>
  );
}
