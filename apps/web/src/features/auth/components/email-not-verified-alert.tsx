import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePlainForm } from '../../../shared/forms/plain-form.ts';
import { isApiError } from '../../../shared/http/api-error.ts';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useResendConfirmation } from '../api/resend-confirmation.ts';
import type { SignupLocationState } from '../model/register-flow.ts';

/** 429: a code went out moments ago and still works, so the code step is still the right place. */
const isTooSoon = (error: unknown) => isApiError(error) && error.status === 429;

export type EmailNotVerifiedAlertProps = {
  email: string;
};

/** Where a plain "send a new code" posts: /signup sends the code and answers with its code step. */
const SIGNUP_PAGE = '/signup';

/**
 * Login answered EMAIL_NOT_VERIFIED: send a new code and continue at the code step of /signup. On
 * the server-rendered /login, the button is a plain form posted to /signup, which does the same.
 */
export function EmailNotVerifiedAlert({ email }: EmailNotVerifiedAlertProps) {
  const { t } = useTranslation('auth');
  const plain = usePlainForm();
  const navigate = useNavigate();
  const resend = useResendConfirmation((error) => (isTooSoon(error) ? undefined : FALLBACK_ERRORS.resendOtp));

  // Another failure is toasted (the mutation's meta) and the user stays here.
  const handleResend = async () => {
    try {
      await resend.mutateAsync({ email });
      toast.success(t('otp.resent', { email }));
    } catch (error) {
      if (!isTooSoon(error)) return;
      toast.info(errorMessage(error, FALLBACK_ERRORS.resendOtp));
    }
    const state: SignupLocationState = { verifyEmail: email };
    navigate('/signup', { state });
  };

  return (
    <Alert variant="light" color="yellow" title={t('login.notVerified.title')}>
      <Text size="sm">{t('login.notVerified.body', { email })}</Text>
      {plain.isPlain ? (
        <form
          method="post"
          action={SIGNUP_PAGE}
          onSubmit={(event) => {
            event.preventDefault();
            void handleResend();
          }}
        >
          <input type="hidden" name="email" value={email} />
          <Group justify="flex-end" mt="sm">
            <Button type="submit" loading={resend.isPending} {...plain.intent('resend')}>
              {t('login.notVerified.action')}
            </Button>
          </Group>
        </form>
      ) : (
        <Group justify="flex-end" mt="sm">
          <Button onClick={handleResend} loading={resend.isPending}>
            {t('login.notVerified.action')}
          </Button>
        </Group>
      )}
    </Alert>
  );
}
