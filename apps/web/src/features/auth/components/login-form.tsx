import type { LoginInput } from '@hirelane/contract/auth';
import { loginInput } from '@hirelane/contract/auth';
import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fieldProps } from '../../../shared/forms/field-props.ts';
import { useFieldError } from '../../../shared/forms/use-field-error.ts';
import { isApiError } from '../../../shared/http/api-error.ts';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useLogin } from '../api/login.ts';
import { EmailNotVerifiedAlert } from './email-not-verified-alert.tsx';

/** E-mail and password; on success the tokens are stored and the user lands on the board. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError('auth');
  const navigate = useNavigate();
  const login = useLogin();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginInput), defaultValues: { email: '', password: '' } });
  const field = fieldProps(register, errors, fieldError);

  const handleLogin = handleSubmit(async (credentials) => {
    setUnverifiedEmail(null);
    try {
      await login.mutateAsync(credentials);
      navigate('/', { replace: true });
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
          <TextInput
            label={t('login.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            {...field('email')}
          />
          <PasswordInput
            label={t('login.password')}
            autoComplete="current-password"
            visibilityToggleFocusable
            visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }}
            error={fieldError('loginPassword', errors.password)}
            {...register('password')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting}>
              {t('login.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
