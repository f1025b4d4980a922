import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type EntryActionsProps = {
  /** Names the entry for screen readers: "Edit Developer at Fjord". */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
};

/** Edit and delete for one entry of a CV section. */
export function EntryActions({ name, onEdit, onDelete }: EntryActionsProps) {
  const { t } = useTranslation('cv');
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-sm"
        variant="subtle"
        onClick={onEdit}
        aria-label={t('actions.editLabel', { name })}
      >
        {t('actions.edit')}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        onClick={onDelete}
        aria-label={t('actions.deleteLabel', { name })}
      >
        {t('actions.delete')}
      </Button>
    </Group>
  );
}
