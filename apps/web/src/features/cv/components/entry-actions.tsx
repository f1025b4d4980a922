import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type EntryButtonProps = {
  /** Names the action and its entry for screen readers: "Edit Developer at Fjord". */
  label: string;
  onClick: () => void;
  /** Red, for an action that removes the entry. */
  danger?: boolean;
  loading?: boolean;
  children: ReactNode;
};

/** One small text button beside an entry of a CV list. */
export function EntryButton({ label, onClick, danger = false, loading, children }: EntryButtonProps) {
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      {...(danger ? { color: 'red' } : {})}
      {...(loading === undefined ? {} : { loading })}
      onClick={onClick}
      aria-label={label}
    >
      {children}
    </Button>
  );
}

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
      <EntryButton label={t('actions.editLabel', { name })} onClick={onEdit}>
        {t('actions.edit')}
      </EntryButton>
      <EntryButton label={t('actions.deleteLabel', { name })} onClick={onDelete} danger>
        {t('actions.delete')}
      </EntryButton>
    </Group>
  );
}
