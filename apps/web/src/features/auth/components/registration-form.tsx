import type { FormAnswer } from '@hirelane/contract/public-page';
import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CountryField } from '../../../shared/forms/country-field.tsx';
import { EmailField } from '../../../shared/forms/email-field.tsx';
import { FormActions } from '../../../shared/forms/form-actions.tsx';
import { apiErrorOf, failureText, isChecked } from '../../../shared/forms/form-answer.ts';
import { NewPasswordField, PASSWORD_LIMITS } from '../../../shared/forms/new-password-field.tsx';
import { usePlainForm } from '../../../shared/forms/plain-form.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { TaggedText } from '../../../shared/i18n/tagged-text.tsx';
import { RouterAnchor } from '../../../shared/ui/router-anchor.tsx';
import { registerErrorToast, useRegister } from '../api/register.ts';
import type { RegisterFlowUser } from '../model/register-flow.ts';

// The schema (and zod) loads at the first validation: the page shows and works without it.
const loadRegisterInput = async () => (await import('@hirelane/contract/auth')).registerInput;
const FIELDS = ['firstName', 'lastName', 'email', 'country', 'password', 'agreedToPrivacyPolicy'] as const;

export type RegistrationFormProps = {
  onRegistered: (userData: RegisterFlowUser) => void;
  /** On the server-rendered /signup: the server's answer to this form's plain post (values, failure). */
  answer?: FormAnswer<string> | null;
};

/** What the form starts with: empty, or on a form page what the visitor had typed (never the password). */
const defaultsOf = (answer: FormAnswer<string> | null | undefined) => {
  const values = answer?.values ?? {};
  return {
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    email: values.email ?? '',
    country: values.country ?? '',
    password: '',
    // Ticked on the form the server answered; else unset, as in the app.
    ...(isChecked(values.agreedToPrivacyPolicy) && { agreedToPrivacyPolicy: true as const }),
    consentedToMarketing: isChecked(values.consentedToMarketing),
  };
};

/**
 * Step 1 of sign-up: the registration fields, validated by the contract's schema. On the
 * server-rendered /signup it is also a plain form (intent `register`).
 */
export function RegistrationForm({ onRegistered, answer }: RegistrationFormProps) {
  const { t, i18n } = useTranslation('auth');
  const registerUser = useRegister();
  const plain = usePlainForm();
  const answerError = answer?.error && apiErrorOf(answer.error);
  const { field, controlled, submitTo, isSubmitting, submitError } = useContractForm(loadRegisterInput, {
    namespace: 'auth',
    errorValues: PASSWORD_LIMITS,
    defaultValues: defaultsOf(answer),
    ...(answerError && {
      failure: {
        error: answerError,
        message: failureText(answerError, registerErrorToast(), i18n),
        fields: FIELDS,
      },
    }),
  });

  const handleRegister = submitTo(
    async (values) => {
      await registerUser.mutateAsync(values);
      const { firstName, lastName, email, country, agreedToPrivacyPolicy, consentedToMarketing } = values;
      onRegistered({ firstName, lastName, email, country, agreedToPrivacyPolicy, consentedToMarketing });
    },
    { fields: FIELDS },
  );

  return (
    <form onSubmit={handleRegister} noValidate {...plain.form}>
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
        <Checkbox label={t('signup.consentedToMarketing')} {...field('consentedToMarketing')} />
        <FormActions
          submit={t('signup.submit')}
          loading={isSubmitting}
          error={submitError}
          intent="register"
        />
      </Stack>
    </form>
  );
}
