import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import type { FormAnswer } from '@hirelane/contract/public-page';
import { useTranslation } from 'react-i18next';
import { apiErrorOf, useAnswerForm } from '../../../shared/forms/form-answer.ts';
import { NewPasswordField } from '../../../shared/forms/new-password-field.tsx';
import type { ApiError } from '../../../shared/http/api-error.ts';
import { CodeStepForm } from './code-step-form.tsx';

/** Answers about the code itself: shown under the code. */
const CODE_ERRORS = new Set(['CODE_INVALID', 'CODE_EXPIRED', 'CODE_ATTEMPTS_EXCEEDED']);
const isCodeError = (error: ApiError) => Boolean(error.code && CODE_ERRORS.has(error.code));

export type NewPasswordStepProps = {
  email: string;
  /** The server's answer to this step's last post (its failure). */
  answer: FormAnswer<string> | null;
};

/** Step 2 of a password reset: the e-mailed code and the new password, together. */
export function NewPasswordStep({ email, answer }: NewPasswordStepProps) {
  const { t } = useTranslation('auth');
  const error = answer?.error && apiErrorOf(answer.error);
  const { field, fieldError, formError } = useAnswerForm<'code' | 'newPassword'>(
    { newPassword: '' },
    error && {
      error,
      fallback: FALLBACK_ERRORS.resetPassword,
      fields: ['code', 'newPassword'],
      ...(isCodeError(error) && { messageAt: 'code' as const }),
    },
  );
  return (
    <CodeStepForm
      title={t('forgotPassword.codeTitle')}
      body={t('forgotPassword.codeBody', { email })}
      email={email}
      code={{ name: 'code', error: fieldError('code') }}
      password={<NewPasswordField label={t('forgotPassword.newPassword')} {...field('newPassword')} />}
      submit={t('forgotPassword.save')}
      intent="reset"
      error={formError}
      startOver={t('forgotPassword.otherEmail')}
    />
  );
}
