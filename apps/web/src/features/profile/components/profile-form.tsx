import type { ProfileResponse } from '@hirelane/contract/profile';
import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../shared/forms/day-input.tsx';
import { EmailField } from '../../../shared/forms/email-field.tsx';
import { FormActions } from '../../../shared/forms/form-actions.tsx';
import { PhoneField } from '../../../shared/forms/phone-field.tsx';
import { useControlledField } from '../../../shared/forms/use-controlled-field.ts';
import { AccountSection } from '../../../shared/ui/account-section.tsx';
import type { ProfileFormApi } from '../hooks/use-profile-form.ts';
import { useProfileForm } from '../hooks/use-profile-form.ts';
import { ProfileLinksFieldset } from './profile-links-fieldset.tsx';

export type ProfileFormProps = {
  profile: ProfileResponse;
};

/** The full profile: names required, everything else optional. */
export function ProfileForm({ profile }: ProfileFormProps) {
  const { t } = useTranslation('account');
  const { form, links, handleSave } = useProfileForm(profile);
  const { field, controlled, isSubmitting, submitError } = form;

  return (
    <AccountSection title={t('profile.title')} description={t('profile.description')}>
      <form onSubmit={handleSave} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('profile.firstName')}
              autoComplete="given-name"
              required
              {...field('firstName')}
            />
            <TextInput
              label={t('profile.lastName')}
              autoComplete="family-name"
              required
              {...field('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label={t('profile.headline')}
            description={t('profile.headlineHint')}
            {...field('headline')}
          />
          <Textarea
            label={t('profile.summary')}
            description={t('profile.summaryHint')}
            autosize
            minRows={4}
            maxRows={12}
            {...field('summary')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PhoneField label={t('profile.phone')} {...field('phone')} />
            <EmailField
              label={t('profile.contactEmail')}
              description={t('profile.contactEmailHint')}
              {...field('email', 'contactEmail')}
            />
            <TextInput label={t('profile.location')} autoComplete="address-level2" {...field('location')} />
            <DateOfBirthField {...controlled('dateOfBirth')} />
          </SimpleGrid>
          <ProfileLinksFieldset form={form} links={links} />
          <FormActions submit={t('profile.save')} loading={isSubmitting} error={submitError} />
        </Stack>
      </form>
    </AccountSection>
  );
}

type DateOfBirthFieldProps = {
  control: ProfileFormApi['control'];
  name: 'dateOfBirth';
  error: string | undefined;
};

/** The date of birth, optional, typed as a day in the interface's date format. */
function DateOfBirthField(props: DateOfBirthFieldProps) {
  const { t } = useTranslation('account');
  const day = useControlledField(props);
  return (
    <DayInput
      label={t('profile.dateOfBirth')}
      description={t('profile.optional')}
      autoComplete="bday"
      name={day.name}
      ref={day.ref}
      value={day.value ?? ''}
      onChange={day.onChange}
      onBlur={day.onBlur}
      error={day.error}
    />
  );
}
