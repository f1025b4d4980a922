import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmailField } from '../../../shared/forms/email-field.tsx';
import { FormActions } from '../../../shared/forms/form-actions.tsx';
import { apiErrorOf, useAnswerForm, usePageAnswer } from '../../../shared/forms/form-answer.ts';
import { PasswordField } from '../../../shared/forms/password-field.tsx';
import { usePlainForm } from '../../../shared/forms/plain-form.ts';
import { EmailNotVerifiedAlert } from './email-not-verified-alert.tsx';

/**
 * E-mail and password, a plain form posted to /login, starting from the server's answer to it. An
 * address not confirmed yet is offered a new code instead of a failure.
 */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const plain = usePlainForm();
  const answer = usePageAnswer('login');
  const error = answer?.error && apiErrorOf(answer.error);
  const isNotVerified = error?.status === 403 && error.code === 'EMAIL_NOT_VERIFIED';
  const unverifiedEmail = isNotVerified ? (answer?.values.email ?? null) : null;
  const { field, formError } = useAnswerForm<'email' | 'password'>(
    { email: answer?.values.email ?? '', password: '' },
    error && {
      error,
      fallback: isNotVerified ? undefined : FALLBACK_ERRORS.login,
      fields: ['email', 'password'],
    },
  );

  return (
    <Stack gap="md">
      {unverifiedEmail && <EmailNotVerifiedAlert email={unverifiedEmail} />}
      <form noValidate {...plain.form}>
        <Stack gap="md">
          <EmailField label={t('login.email')} {...field('email')} />
          <PasswordField label={t('login.password')} autoComplete="current-password" {...field('password')} />
          <FormActions submit={t('login.submit')} error={formError} intent="login" />
        </Stack>
      </form>
    </Stack>
  );
}
