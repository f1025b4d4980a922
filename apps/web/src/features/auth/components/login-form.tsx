import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmailField } from '../../../shared/forms/email-field.tsx';
import { FormActions } from '../../../shared/forms/form-actions.tsx';
import { apiErrorOf, failureText, useStepAnswer } from '../../../shared/forms/form-answer.ts';
import { PasswordField } from '../../../shared/forms/password-field.tsx';
import { usePlainForm } from '../../../shared/forms/plain-form.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { returnPath } from '../../../shared/session/return-path.ts';
import { isEmailNotVerified, loginErrorToast, useLogin } from '../api/login.ts';
import { EmailNotVerifiedAlert } from './email-not-verified-alert.tsx';

// The schema (and zod) loads at the first validation: the page shows and works without it.
const loadLoginInput = async () => (await import('@hirelane/contract/auth')).loginInput;

/**
 * E-mail and password; on success the tokens are stored and the user lands where they were going (else the board).
 * On the server-rendered /login it is also a plain form, and starts from the server's answer to it.
 */
export function LoginForm() {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const login = useLogin();
  const plain = usePlainForm();
  const answer = useStepAnswer('login', 'form');
  const answerError = answer?.error && apiErrorOf(answer.error);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(() =>
    answerError && isEmailNotVerified(answerError) ? (answer.values.email ?? null) : null,
  );
  const { submitTo, field, isSubmitting, submitError } = useContractForm(loadLoginInput, {
    namespace: 'auth',
    defaultValues: { email: answer?.values.email ?? '', password: '' },
    ...(answerError && {
      failure: {
        error: answerError,
        message: failureText(answerError, loginErrorToast(answerError), i18n),
        fields: ['email', 'password'],
      },
    }),
  });

  // A failure is toasted (the mutation's meta) and said in the form; an unconfirmed address offers a new code.
  const handleLogin = submitTo(async (credentials) => {
    setUnverifiedEmail(null);
    try {
      await login.mutateAsync(credentials);
    } catch (error) {
      if (!isEmailNotVerified(error)) throw error;
      setUnverifiedEmail(credentials.email);
      return;
    }
    navigate(returnPath(), { replace: true });
  });

  return (
    <Stack gap="md">
      {unverifiedEmail && <EmailNotVerifiedAlert email={unverifiedEmail} />}
      <form onSubmit={handleLogin} noValidate {...plain.form}>
        <Stack gap="md">
          <EmailField label={t('login.email')} {...field('email')} />
          <PasswordField
            label={t('login.password')}
            autoComplete="current-password"
            {...field('password', 'loginPassword')}
          />
          <FormActions submit={t('login.submit')} loading={isSubmitting} error={submitError} intent="login" />
        </Stack>
      </form>
    </Stack>
  );
}
