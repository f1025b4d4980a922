import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CountryField } from '../../../shared/forms/country-field.tsx';
import { EmailField } from '../../../shared/forms/email-field.tsx';
import { FormActions } from '../../../shared/forms/form-actions.tsx';
import { NewPasswordField, PASSWORD_LIMITS } from '../../../shared/forms/new-password-field.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { TaggedText } from '../../../shared/i18n/tagged-text.tsx';
import { RouterAnchor } from '../../../shared/ui/router-anchor.tsx';
import { useRegister } from '../api/register.ts';
import type { RegisterFlowUser } from '../model/register-flow.ts';

// The schema (and zod) loads at the first validation: the page shows and works without it.
const loadRegisterInput = async () => (await import('@hirelane/contract/auth')).registerInput;
const FIELDS = ['firstName', 'lastName', 'email', 'country', 'password', 'agreedToPrivacyPolicy'] as const;

export type RegistrationFormProps = {
  onRegistered: (userData: RegisterFlowUser) => void;
};

/** Step 1 of sign-up: the registration fields, validated by the contract's schema. */
export function RegistrationForm({ onRegistered }: RegistrationFormProps) {
  const { t } = useTranslation('auth');
  const registerUser = useRegister();
  const { register, field, controlled, submitTo, isSubmitting, submitError } = useContractForm(
    loadRegisterInput,
    {
      namespace: 'auth',
      errorValues: PASSWORD_LIMITS,
      defaultValues: {
        firstName: '',
        lastName: '',
        email: '',
        country: '',
        password: '',
        consentedToMarketing: false,
      },
    },
  );

  const handleRegister = submitTo(
    async (values) => {
      await registerUser.mutateAsync(values);
      const { firstName, lastName, email, country, agreedToPrivacyPolicy, consentedToMarketing } = values;
      onRegistered({ firstName, lastName, email, country, agreedToPrivacyPolicy, consentedToMarketing });
    },
    { fields: FIELDS },
  );

  return (
    <form onSubmit={handleRegister} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={t('signup.firstName')} autoComplete="given-name" {...field('firstName')} />
          <TextInput label={t('signup.lastName')} autoComplete="family-name" {...field('lastName')} />
        </SimpleGrid>
        <EmailField label={t('signup.email')} {...field('email')} />
        <CountryField {...controlled('country')} />
        <NewPasswordField label={t('signup.password')} {...field('password')} />
        <Checkbox
          label={
            <TaggedText
              text={t('signup.agreedToPrivacyPolicy')}
              tag="privacyLink"
              render={(words) => (
                <RouterAnchor to="/privacy-policy" target="_blank" inherit>
                  {words}
                </RouterAnchor>
              )}
            />
          }
          {...field('agreedToPrivacyPolicy')}
        />
        <Checkbox label={t('signup.consentedToMarketing')} {...register('consentedToMarketing')} />
        <FormActions submit={t('signup.submit')} loading={isSubmitting} error={submitError} />
      </Stack>
    </form>
  );
}
