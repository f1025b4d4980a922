import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import { Stack, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../shared/forms/use-field-error.ts';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useResendConfirmation } from '../api/resend-confirmation.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
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
};

/** Step 2 of sign-up: the 6-digit code from the e-mail (which signs the user in); a new code on request. */
export function VerifyEmailStep({
  email,
  otp,
  onOtpChange,
  onVerified,
  onResent,
  onStartOver,
}: VerifyEmailStepProps) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError('auth');
  const verify = useVerifyEmail();
  const resend = useResendConfirmation();
  const [codeError, setCodeError] = useState<string | undefined>(undefined);

  const handleVerify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const schema = await loadVerifyEmailInput().catch(() => null);
    if (!schema) {
      const message = t('formCheckUnavailable', { ns: 'common' });
      setCodeError(message);
      toast.error(message);
      return;
    }
    const parsed = schema.safeParse({ email, token: otp });
    if (!parsed.success) {
      // The e-mail came from the registration step, so the code is what can be wrong here.
      setCodeError(fieldError('token', { type: 'invalid_format', message: parsed.error.issues[0]?.message }));
      return;
    }
    setCodeError(undefined);
    try {
      await verify.mutateAsync(parsed.data);
      toast.success(t('success.toast'));
      onVerified();
    } catch (error) {
      const message = errorMessage(error, FALLBACK_ERRORS.verifyOtp);
      setCodeError(message);
      toast.error(message);
    }
  };

  const handleResend = async () => {
    try {
      await resend.mutateAsync({ email });
      setCodeError(undefined);
      onResent();
      toast.success(t('otp.resent', { email }));
    } catch (error) {
      toast.error(errorMessage(error, FALLBACK_ERRORS.resendOtp));
    }
  };

  return (
    <form onSubmit={handleVerify} noValidate>
      <Stack gap="lg">
        <Text>{t('otp.body', { email })}</Text>
        <CodeInput
          value={otp}
          onChange={(value) => {
            setCodeError(undefined);
            onOtpChange(value);
          }}
          error={codeError}
          hint={t('otp.hint')}
        />
        <CodeStepActions
          submit={t('otp.submit')}
          loading={verify.isPending}
          onResend={handleResend}
          resending={resend.isPending}
          startOver={{ label: t('otp.startOver'), onClick: onStartOver }}
        />
      </Stack>
    </form>
  );
}
