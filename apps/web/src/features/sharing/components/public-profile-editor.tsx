import type { PublicProfileSettings } from '@hirelane/contract/sharing';
import { Anchor, Card, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormActions } from '../../../shared/forms/form-actions.tsx';
import { useControlledField } from '../../../shared/forms/use-controlled-field.ts';
import { usePublicProfileForm } from '../hooks/use-public-profile-form.ts';
import { ContactFieldsChoice } from './contact-fields-choice.tsx';
import { PublicAddress } from './public-address.tsx';
import { HandleField, ProfileSwitch, SectionsField, TagsField } from './public-profile-fields.tsx';
import { VideoChoice } from './video-choice.tsx';

const BIO_MAX = 1000;

export type PublicProfileEditorProps = { settings: PublicProfileSettings };

/**
 * Handle (checked live), bio, visibility, which CV sections, contact details and tags the public
 * sees; the headline is the profile's, shown with a way to it.
 */
export function PublicProfileEditor({ settings }: PublicProfileEditorProps) {
  const { t } = useTranslation('sharing');
  const { form, check, status, handleSave } = usePublicProfileForm(settings);
  const {
    control,
    watch,
    field,
    controlled,
    isSubmitting,
    submitError,
    formState: { errors },
  } = form;
  const contactFields = useControlledField(controlled('contactFields'));
  const video = useControlledField(controlled('videoId'));
  const bio = watch('bio') ?? '';
  return (
    <form onSubmit={handleSave} noValidate>
      <Stack gap="lg">
        <PublicAddress settings={settings} />
        <Card withBorder padding="lg">
          <Stack gap="md">
            <HandleField
              control={control}
              check={check}
              status={status}
              error={errors.handle?.message ?? status.error}
            />
            <ProfileHeadline headline={settings.headline} />
            <Textarea
              label={t('profile.bio.label')}
              description={t('profile.bio.hint', { length: bio.length, max: BIO_MAX })}
              autosize
              minRows={3}
              maxRows={10}
              maxLength={BIO_MAX}
              {...field('bio')}
            />
            <TagsField control={control} invalid={Boolean(errors.tags)} />
          </Stack>
        </Card>
        <Card withBorder padding="lg">
          <Stack gap="md">
            <SectionsField control={control} />
            <ContactFieldsChoice
              hint={t('contact.hint')}
              value={contactFields.value}
              onChange={contactFields.onChange}
            />
            <VideoChoice {...video} />
            <ProfileSwitch control={control} name="isVisible" />
            <ProfileSwitch control={control} name="indexable" />
          </Stack>
        </Card>
        <FormActions submit={t('profile.save')} loading={isSubmitting} error={submitError} />
      </Stack>
    </form>
  );
}

/** The one headline, the profile's: shown here, edited there. */
function ProfileHeadline({ headline }: { headline: string }) {
  const { t } = useTranslation('sharing');
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        {t('profile.headline.label')}
      </Text>
      <Text size="sm" c={headline ? undefined : 'dimmed'}>
        {headline || t('profile.headline.none')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('profile.headline.hint')}{' '}
        <Anchor component={Link} to="/account/profile" size="xs">
          {t('profile.headline.edit')}
        </Anchor>
      </Text>
    </Stack>
  );
}
