import type { ProfileResponse } from '@hirelane/contract/profile';
import { PROFILE_LINKS_MAX } from '@hirelane/contract/profile';
import { Button, Fieldset, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../shared/forms/apply-server-errors.ts';
import { DayInput, useDayExample } from '../../../shared/forms/day-input.tsx';
import { EmailField } from '../../../shared/forms/email-field.tsx';
import { FormActions } from '../../../shared/forms/form-actions.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { AccountSection } from '../../../shared/ui/account-section.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useUpdateProfile } from '../api/profile.ts';
import {
  profileFieldPaths,
  profileFormSchema,
  toProfileFormValues,
  toProfileInput,
} from '../model/profile-form.ts';

export type ProfileFormProps = {
  profile: ProfileResponse;
};

/** The full profile (spec §7): names required, everything else optional. */
export function ProfileForm({ profile }: ProfileFormProps) {
  const { t } = useTranslation('account');
  const update = useUpdateProfile();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    field,
    fieldError,
    formState: { errors, isSubmitting },
  } = useContractForm(profileFormSchema, {
    namespace: 'account',
    errorValues: { max: PROFILE_LINKS_MAX, example: useDayExample() },
    defaultValues: toProfileFormValues(profile),
  });
  const links = useFieldArray({ control, name: 'links' });

  const handleSave = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(toProfileInput(values));
      reset(toProfileFormValues(saved));
      toast.success(t('profile.saved'));
    } catch (error) {
      applyServerErrors(error, setError, profileFieldPaths(values.links.length));
      toast.error(errorMessage(error, t('profile.saveFailed')));
    }
  });

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
            <TextInput
              label={t('profile.phone')}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              {...field('phone')}
            />
            <EmailField
              label={t('profile.contactEmail')}
              description={t('profile.contactEmailHint')}
              error={fieldError('contactEmail', errors.email)}
              {...register('email')}
            />
            <TextInput label={t('profile.location')} autoComplete="address-level2" {...field('location')} />
            <Controller
              control={control}
              name="dateOfBirth"
              render={({ field: day }) => (
                <DayInput
                  label={t('profile.dateOfBirth')}
                  description={t('profile.optional')}
                  autoComplete="bday"
                  name={day.name}
                  ref={day.ref}
                  value={day.value ?? ''}
                  onChange={day.onChange}
                  onBlur={day.onBlur}
                  error={fieldError('dateOfBirth', errors.dateOfBirth)}
                />
              )}
            />
          </SimpleGrid>
          <Fieldset
            legend={
              <Text component="span" size="sm" fw={500}>
                {t('profile.links')}
              </Text>
            }
            variant="unstyled"
          >
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {t('profile.linksHint', { max: PROFILE_LINKS_MAX })}
              </Text>
              {links.fields.map((field, index) => (
                <Group key={field.id} align="flex-start" gap="sm" wrap="wrap">
                  <TextInput
                    label={t('profile.linkLabel', { index: index + 1 })}
                    placeholder={t('profile.linkLabelPlaceholder')}
                    w={{ base: '100%', xs: 180 }}
                    error={fieldError('linkLabel', errors.links?.[index]?.label)}
                    {...register(`links.${index}.label`)}
                  />
                  <TextInput
                    label={t('profile.linkUrl', { index: index + 1 })}
                    placeholder="https://"
                    type="url"
                    inputMode="url"
                    style={{ flex: 1, minWidth: 200 }}
                    error={fieldError('linkUrl', errors.links?.[index]?.url)}
                    {...register(`links.${index}.url`)}
                  />
                  <Button
                    variant="subtle"
                    color="red"
                    mt={{ base: 0, xs: 25 }}
                    onClick={() => links.remove(index)}
                    aria-label={t('profile.removeLinkLabel', { index: index + 1 })}
                  >
                    {t('profile.removeLink')}
                  </Button>
                </Group>
              ))}
              {errors.links?.root && (
                <Text c="red" size="sm">
                  {fieldError('links', errors.links.root)}
                </Text>
              )}
              <Group>
                <Button
                  variant="light"
                  onClick={() => links.append({ label: '', url: '' })}
                  disabled={links.fields.length >= PROFILE_LINKS_MAX}
                >
                  {t('profile.addLink')}
                </Button>
              </Group>
            </Stack>
          </Fieldset>
          <FormActions submit={t('profile.save')} loading={isSubmitting} />
        </Stack>
      </form>
    </AccountSection>
  );
}
