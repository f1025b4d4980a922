import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, registerInput } from '@hirelane/contract/auth';
import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { fieldProps } from '../../../shared/forms/field-props.ts';
import { useFieldError } from '../../../shared/forms/use-field-error.ts';
import { isApiError } from '../../../shared/http/api-error.ts';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { CountrySelect } from '../../../shared/ui/country-select.tsx';
import { RouterAnchor } from '../../../shared/ui/router-anchor.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useRegister } from '../api/register.ts';
import type { RegisterFlowUser } from '../model/register-flow.ts';

const FIELDS = ['firstName', 'lastName', 'email', 'country', 'password', 'agreedToPrivacyPolicy'] as const;

export type RegistrationFormProps = {
  onRegistered: (userData: RegisterFlowUser) => void;
};

/** Step 1 of sign-up: the registration fields of spec §3, validated by the contract's schema. */
export function RegistrationForm({ onRegistered }: RegistrationFormProps) {
  const { t } = useTranslation('auth');
  const limits = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };
  const fieldError = useFieldError('auth', limits);
  const registerUser = useRegister();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registerInput),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      country: '',
      password: '',
      consentedToMarketing: false,
    },
  });
  const field = fieldProps(register, errors, fieldError);

  const handleRegister = handleSubmit(async (values) => {
    try {
      await registerUser.mutateAsync(values);
      const { firstName, lastName, email, country, agreedToPrivacyPolicy, consentedToMarketing } = values;
      onRegistered({ firstName, lastName, email, country, agreedToPrivacyPolicy, consentedToMarketing });
    } catch (error) {
      if (isApiError(error) && error.fields) {
        for (const field of FIELDS) {
          const message = error.fields[field];
          if (message) setError(field, { type: 'server', message });
        }
      }
      toast.error(errorMessage(error, FALLBACK_ERRORS.register));
    }
  });

  return (
    <form onSubmit={handleRegister} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={t('signup.firstName')} autoComplete="given-name" {...field('firstName')} />
          <TextInput label={t('signup.lastName')} autoComplete="family-name" {...field('lastName')} />
        </SimpleGrid>
        <TextInput
          label={t('signup.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          {...field('email')}
        />
        <Controller
          control={control}
          name="country"
          render={({ field }) => (
            <CountrySelect
              label={t('signup.country')}
              placeholder={t('signup.countryPlaceholder')}
              nothingFoundMessage={t('signup.countryNothingFound')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldError('country', errors.country)}
            />
          )}
        />
        <PasswordInput
          label={t('signup.password')}
          description={t('signup.passwordRule', limits)}
          autoComplete="new-password"
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }}
          {...field('password')}
        />
        <Checkbox
          label={
            <Trans
              t={t}
              i18nKey="signup.agreedToPrivacyPolicy"
              components={{ privacyLink: <RouterAnchor to="/privacy-policy" target="_blank" inherit /> }}
            />
          }
          {...field('agreedToPrivacyPolicy')}
        />
        <Checkbox label={t('signup.consentedToMarketing')} {...register('consentedToMarketing')} />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {t('signup.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
