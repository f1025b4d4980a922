import type { ShareableCv } from '@hirelane/contract/sharing';
import {
  DEFAULT_LINK_CONTACT_FIELDS,
  SHAREABLE_TITLE_MAX,
  shareableCvInput,
} from '@hirelane/contract/sharing';
import { Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIso } from '../../../shared/format/picker-dates.ts';
import { DateField } from '../../../shared/forms/date-field.tsx';
import { AppDatesProvider } from '../../../shared/forms/dates-provider.tsx';
import { FormActions } from '../../../shared/forms/form-actions.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useControlledField } from '../../../shared/forms/use-controlled-field.ts';
import { PhoneFullScreenModal } from '../../../shared/ui/phone-full-screen-modal.tsx';
import { useSaveShareableCv } from '../api/shareable-cvs.ts';
import { ContactFieldsChoice } from './contact-fields-choice.tsx';
import { LinkDesignChoice } from './link-design-choice.tsx';
import { VideoChoice } from './video-choice.tsx';

export type ShareableCvFormModalProps = {
  opened: boolean;
  /** The link to edit; a new one when null. */
  link: ShareableCv | null;
  onClose: () => void;
};

/**
 * Create or edit a share link: a title for yourself, an optional last day, the contact details it
 * shows, its CV design.
 */
export function ShareableCvFormModal({ opened, link, onClose }: ShareableCvFormModalProps) {
  const { t } = useTranslation('sharing');
  return (
    <PhoneFullScreenModal
      opened={opened}
      onClose={onClose}
      title={link ? t('form.editTitle') : t('form.createTitle')}
    >
      {/* Mounted per opening, so the form starts from the link it edits. */}
      {opened && <ShareableCvForm link={link} onDone={onClose} />}
    </PhoneFullScreenModal>
  );
}

type ShareableCvFormProps = { link: ShareableCv | null; onDone: () => void };

function ShareableCvForm({ link, onDone }: ShareableCvFormProps) {
  const { t } = useTranslation('sharing');
  const save = useSaveShareableCv(() => (link ? t('links.errors.save') : t('links.errors.create')));
  const today = todayIso();
  // The server refuses a past day too; saying so here spares a round trip.
  const schema = useMemo(
    () =>
      shareableCvInput.refine((value) => !value.expiryDate || value.expiryDate >= today, {
        path: ['expiryDate'],
        message: 'Choose today or a later date',
      }),
    [today],
  );
  const { submitTo, field, controlled, isSubmitting, submitError } = useContractForm(schema, {
    namespace: 'sharing',
    errorValues: { max: SHAREABLE_TITLE_MAX },
    defaultValues: {
      title: link?.title ?? '',
      expiryDate: link?.expiryDate ?? null,
      contactFields: link?.contactFields ?? [...DEFAULT_LINK_CONTACT_FIELDS],
      videoId: link?.videoId ?? null,
      design: link?.design ?? null,
    },
  });
  const contactFields = useControlledField(controlled('contactFields'));
  const video = useControlledField(controlled('videoId'));
  const design = useControlledField(controlled('design'));

  const handleSave = submitTo(
    async (input) => {
      await save.mutateAsync({ id: link?.sharedCvId ?? null, input });
      onDone();
    },
    { fields: ['title', 'expiryDate', 'videoId', 'design'] },
  );

  return (
    <form onSubmit={handleSave} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('form.title')}
          description={t('form.titleHint')}
          withAsterisk
          data-autofocus
          maxLength={SHAREABLE_TITLE_MAX}
          {...field('title')}
        />
        <AppDatesProvider>
          <DateField
            label={t('form.expiry')}
            description={t('form.expiryHint')}
            minDate={today}
            {...controlled('expiryDate')}
          />
        </AppDatesProvider>
        <ContactFieldsChoice
          hint={t('contact.linkHint')}
          value={contactFields.value ?? []}
          onChange={contactFields.onChange}
        />
        <LinkDesignChoice {...design} />
        <VideoChoice {...video} />
        <FormActions
          submit={link ? t('form.save') : t('form.create')}
          loading={isSubmitting}
          error={submitError}
          cancel={{ label: t('form.cancel'), onClick: onDone, disabled: isSubmitting }}
        />
      </Stack>
    </form>
  );
}
