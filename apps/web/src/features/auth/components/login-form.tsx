import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmailField } from '../../../shared/forms/email-field.tsx';
import { FormActions } from '../../../shared/forms/form-actions.tsx';
import { PasswordField } from '../../../shared/forms/password-field.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { isApiError } from '../../../shared/http/api-error.ts';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { returnPath } from '../../../shared/session/return-path.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useLogin } from '../api/login.ts';
import { EmailNotVerifiedAlert } from './email-not-verified-alert.tsx';

// The schema (and zod) loads at the first validation: the page shows and works without it.
const loadLoginInput = async () => (await import('@hirelane/contract/auth')).loginInput;

/** E-mail and password; on success the tokens are stored and the user lands where they were going (else the board). */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const login = useLogin();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const { handleSubmit, field, isSubmitting } = useContractForm(loadLoginInput, {
    namespace: 'auth',
    defaultValues: { email: '', password: '' },
  });

  const handleLogin = handleSubmit(async (credentials) => {
    setUnverifiedEmail(null);
    try {
      await login.mutateAsync(credentials);
      navigate(returnPath(), { replace: true });
    } catch (error) {
      if (isApiError(error) && error.status === 403 && error.code === 'EMAIL_NOT_VERIFIED') {
        setUnverifiedEmail(credentials.email);
        return;
      }
      toast.error(errorMessage(error, FALLBACK_ERRORS.login));
    }
  });

  return (
    <Stack gap="md">
      {unverifiedEmail && <EmailNotVerifiedAlert email={unverifiedEmail} />}
      <form onSubmit={handleLogin} noValidate>
        <Stack gap="md">
          <EmailField label={t('login.email')} {...field('email')} />
          <PasswordField
            label={t('login.password')}
            autoComplete="current-password"
            {...field('password', 'loginPassword')}
          />
          <FormActions submit={t('login.submit')} loading={isSubmitting} />
        </Stack>
      </form>
    </Stack>
  );
}
