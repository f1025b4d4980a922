import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import type { FormAnswer } from '@hirelane/contract/public-page';
import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../shared/forms/country-field.tsx';
import { EmailField } from '../../../shared/forms/email-field.tsx';
import { FormActions } from '../../../shared/forms/form-actions.tsx';
import { apiErrorOf, isChecked, useAnswerForm } from '../../../shared/forms/form-answer.ts';
import { NewPasswordField } from '../../../shared/forms/new-password-field.tsx';
import { usePlainForm } from '../../../shared/forms/plain-form.ts';
import { TaggedText } from '../../../shared/i18n/tagged-text.tsx';
import { RouterAnchor } from '../../../shared/ui/router-anchor.tsx';

const FIELDS = ['firstName', 'lastName', 'email', 'country', 'password', 'agreedToPrivacyPolicy'] as const;

export type RegistrationFormProps = {
  /** The server's answer to this form's last post (what was typed, the failure). */
  answer: FormAnswer<string> | null;
};

/** What the form starts with: empty, or what the visitor had typed (never the password). */
const valuesOf = (answer: FormAnswer<string> | null) => {
  const values = answer?.values ?? {};
  return {
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    email: values.email ?? '',
    country: values.country ?? '',
    password: '',
    // Ticked on the form the server answered; else unset.
    ...(isChecked(values.agreedToPrivacyPolicy) && { agreedToPrivacyPolicy: true }),
    consentedToMarketing: isChecked(values.consentedToMarketing),
  };
};

/** Step 1 of sign-up: the registration fields, a plain form (intent `register`). */
export function RegistrationForm({ answer }: RegistrationFormProps) {
  const { t } = useTranslation('auth');
  const plain = usePlainForm();
  const { field, formError } = useAnswerForm<(typeof FIELDS)[number] | 'consentedToMarketing'>(
    valuesOf(answer),
    answer?.error && { error: apiErrorOf(answer.error), fallback: FALLBACK_ERRORS.register, fields: FIELDS },
  );
  return (
    <form noValidate {...plain.form}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={t('signup.firstName')} autoComplete="given-name" {...field('firstName')} />
          <TextInput label={t('signup.lastName')} autoComplete="family-name" {...field('lastName')} />
        </SimpleGrid>
        <EmailField label={t('signup.email')} {...field('email')} />
        <CountrySelect {...field('country')} />
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
        <FormActions submit={t('signup.submit')} error={formError} intent="register" />
      </Stack>
    </form>
  );
}
