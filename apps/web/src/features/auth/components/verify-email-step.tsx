import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import type { FormAnswer } from '@hirelane/contract/public-page';
import { useTranslation } from 'react-i18next';
import { apiErrorOf, useAnswerForm } from '../../../shared/forms/form-answer.ts';
import { CodeStepForm } from './code-step-form.tsx';

export type VerifyEmailStepProps = {
  email: string;
  /** The server's answer to this step's last post (its failure). */
  answer: FormAnswer<string> | null;
};

/** Step 2 of sign-up: the 6-digit code from the e-mail (which signs the user in); a new code on request. */
export function VerifyEmailStep({ email, answer }: VerifyEmailStepProps) {
  const { t } = useTranslation('auth');
  // The e-mail came from the registration step, so the code is what can be wrong here.
  const { fieldError } = useAnswerForm<'token'>(
    {},
    answer?.error && {
      error: apiErrorOf(answer.error),
      fallback: FALLBACK_ERRORS.verifyOtp,
      messageAt: 'token',
    },
  );
  return (
    <CodeStepForm
      title={t('otp.title')}
      body={t('otp.body', { email })}
      email={email}
      code={{ name: 'token', error: fieldError('token') }}
      submit={t('otp.submit')}
      intent="verify"
      startOver={t('otp.startOver')}
    />
  );
}
