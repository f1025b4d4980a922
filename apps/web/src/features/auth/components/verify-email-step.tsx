import type { FormAnswer } from '@hirelane/contract/public-page';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorOf, failureText } from '../../../shared/forms/form-answer.ts';
import { usePlainForm } from '../../../shared/forms/plain-form.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useControlledField } from '../../../shared/forms/use-controlled-field.ts';
import { toastedText } from '../../../shared/http/error-toast.ts';
import { leaveArrivalNotice } from '../../../shared/session/arrival-notice.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useResendConfirmation } from '../api/resend-confirmation.ts';
import { useVerifyEmail, verifyEmailErrorToast } from '../api/verify-email.ts';
import { CodeInput } from './code-input.tsx';
import { CodeStepActions } from './code-step-actions.tsx';

// The schema (and zod) loads when the code is first sent: the page shows and works without it.
const loadVerifyEmailInput = async () => (await import('@hirelane/contract/auth')).verifyEmailInput;

export type VerifyEmailStepProps = {
  email: string;
  otp: string;
  onOtpChange: (otp: string) => void;
  onVerified: () => void;
  onResent: () => void;
  onStartOver: () => void;
  /** On the server-rendered /signup: the server's answer to this step's plain post (its failure). */
  answer?: FormAnswer<string> | null;
};

/** Step 2 of sign-up: the 6-digit code from the e-mail (which signs the user in); a new code on request. */
export function VerifyEmailStep({
  email,
  otp,
  onOtpChange,
  onVerified,
  onResent,
  onStartOver,
  answer,
}: VerifyEmailStepProps) {
  const { t, i18n } = useTranslation('auth');
  const verify = useVerifyEmail();
  const resend = useResendConfirmation();
  const plain = usePlainForm();
  const answerError = answer?.error && apiErrorOf(answer.error);
  // The e-mail came from the registration step, so the code is what can be wrong here.
  const { submitTo, setError, clearErrors, setValue, controlled, isSubmitting, submitError } =
    useContractForm(loadVerifyEmailInput, {
      namespace: 'auth',
      defaultValues: { email, token: otp },
      ...(answerError && {
        failure: {
          error: answerError,
          message: answerError.fields?.token ?? failureText(answerError, verifyEmailErrorToast(), i18n),
          messageAt: 'token',
        },
      }),
    });
  const code = useControlledField(controlled('token'));

  // A failure is toasted (the mutation's meta) and said under the code, in the same words.
  const handleVerify = submitTo(async (values) => {
    try {
      await verify.mutateAsync(values);
    } catch (error) {
      const message = toastedText(error);
      if (!message) throw error;
      setError('token', { type: 'server', message });
      return;
    }
    // On a form page the app opens next as a new page, which says it (a toast would not outlive the load).
    if (plain.isPlain) leaveArrivalNotice('emailConfirmed');
    else toast.success(t('notices.emailConfirmed', { ns: 'common' }));
    onVerified();
  });

  const handleResend = async () => {
    try {
      await resend.mutateAsync({ email });
    } catch {
      return;
    }
    clearErrors('token');
    onResent();
    toast.success(t('otp.resent', { email }));
  };

  return (
    <form onSubmit={handleVerify} noValidate {...plain.form}>
      <Stack gap="lg">
        <Text>{t('otp.body', { email })}</Text>
        {plain.isPlain && <input type="hidden" name="email" value={email} />}
        <CodeInput
          name="token"
          value={code.value}
          onChange={(value) => {
            // Typing clears the code's error; the next submit checks it again.
            clearErrors('token');
            setValue('token', value);
            onOtpChange(value);
          }}
          error={code.error}
          hint={t('otp.hint')}
        />
        <CodeStepActions
          submit={t('otp.submit')}
          intent="verify"
          loading={isSubmitting}
          error={submitError}
          onResend={handleResend}
          resending={resend.isPending}
          startOver={{ label: t('otp.startOver'), onClick: onStartOver }}
        />
      </Stack>
    </form>
  );
}
