import type { Language } from '@hirelane/contract/constants';
import { TEMPLATE_NAME_MAX } from '@hirelane/contract/letter-limits';
import { templateInput } from '@hirelane/contract/letters';
import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../shared/forms/form-actions.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { useSaveTemplate } from '../api/templates.ts';

export type SaveTemplateDialogProps = {
  opened: boolean;
  onClose: () => void;
  letter: { title: string; body: string; language: Language };
};

// The dialog asks only for the name; the letter's title, text and language come with it.
const templateName = templateInput.pick({ name: true });

/** Keeps this letter's text as the user's own template, under a name they choose. */
export function SaveTemplateDialog({ opened, onClose, letter }: SaveTemplateDialogProps) {
  const { t } = useTranslation('letters');
  const save = useSaveTemplate();
  const { submitTo, field, reset, isSubmitting, submitError } = useContractForm(templateName, {
    namespace: 'letters',
    defaultValues: { name: '' },
    errorValues: { max: TEMPLATE_NAME_MAX },
  });

  // A failure is toasted (the mutation's meta) and said in the form.
  const submit = submitTo(async ({ name }) => {
    await save.mutateAsync({ name, language: letter.language, title: letter.title, body: letter.body });
    reset();
    onClose();
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('templates.saveTitle')}
      closeButtonProps={{ 'aria-label': t('new.cancel') }}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label={t('templates.name')} {...field('name')} required data-autofocus />
          <Text size="sm" c="dimmed">
            {t('templates.hint')}
          </Text>
          <FormActions
            submit={t('templates.save')}
            loading={isSubmitting}
            error={submitError}
            cancel={{ label: t('new.cancel'), onClick: onClose }}
          />
        </Stack>
      </form>
    </Modal>
  );
}
