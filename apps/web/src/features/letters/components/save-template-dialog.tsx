import type { Language } from '@hirelane/contract/constants';
import { TEMPLATE_NAME_MAX } from '@hirelane/contract/letter-limits';
import { Alert, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../shared/forms/form-actions.tsx';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { useSaveTemplate } from '../api/templates.ts';

export type SaveTemplateDialogProps = {
  opened: boolean;
  onClose: () => void;
  letter: { title: string; body: string; language: Language };
};

/** Keeps this letter's text as the user's own template, under a name they choose. */
export function SaveTemplateDialog({ opened, onClose, letter }: SaveTemplateDialogProps) {
  const { t } = useTranslation('letters');
  const save = useSaveTemplate();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const nameError =
    problem === 'name'
      ? name.trim()
        ? t('validation.name.too_big', { max: TEMPLATE_NAME_MAX })
        : t('validation.name.too_small')
      : null;

  const submit = async () => {
    if (!name.trim() || name.trim().length > TEMPLATE_NAME_MAX) return setProblem('name');
    setProblem(null);
    try {
      await save.mutateAsync({ name, language: letter.language, title: letter.title, body: letter.body });
      setName('');
      onClose();
    } catch (error) {
      setProblem(errorMessage(error, t('templates.failed')));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('templates.saveTitle')}
      closeButtonProps={{ 'aria-label': t('new.cancel') }}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Stack gap="md">
          <TextInput
            label={t('templates.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={nameError}
            required
            data-autofocus
          />
          <Text size="sm" c="dimmed">
            {t('templates.hint')}
          </Text>
          {problem && problem !== 'name' && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <FormActions
            submit={t('templates.save')}
            loading={save.isPending}
            cancel={{ label: t('new.cancel'), onClick: onClose }}
          />
        </Stack>
      </form>
    </Modal>
  );
}
