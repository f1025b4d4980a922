import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type FormActionsProps = {
  isSubmitting: boolean;
  onCancel: () => void;
  submitLabel?: string;
};

/** Cancel and the primary action, on the right (design.md). */
export function FormActions({ isSubmitting, onCancel, submitLabel }: FormActionsProps) {
  const { t } = useTranslation('cv');
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" loading={isSubmitting}>
        {submitLabel ?? t('actions.save')}
      </Button>
    </Group>
  );
}
