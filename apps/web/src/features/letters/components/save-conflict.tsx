import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';

export type SaveConflictProps = {
  /** Replaces this tab's text with the letter as saved elsewhere; rejects (its failure toasted) when it cannot load. */
  onReload: () => Promise<void>;
  /** Saves this tab's text over the letter saved elsewhere. */
  onKeep: () => void;
};

/**
 * The letter was saved elsewhere (another tab or device) after this editor loaded it: saving has
 * stopped, and the writer chooses whose text stays. Discarding their own text asks first.
 */
export function SaveConflict({ onReload, onKeep }: SaveConflictProps) {
  const { t } = useTranslation('letters');
  const [confirming, setConfirming] = useState(false);
  const [reloading, setReloading] = useState(false);

  const handleReload = async () => {
    setReloading(true);
    try {
      await onReload();
      setConfirming(false);
    } catch {
      // The text stays and the dialog stays open for another try; the reload toasted why.
    } finally {
      setReloading(false);
    }
  };

  return (
    <Alert color="orange" variant="light" role="alert" title={t('conflict.title')}>
      <Stack gap="sm">
        <Text size="sm">{t('conflict.message')}</Text>
        <Group gap="sm">
          <Button size="xs" variant="default" onClick={() => setConfirming(true)}>
            {t('conflict.reload')}
          </Button>
          <Button size="xs" color="orange" onClick={onKeep}>
            {t('conflict.keep')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('conflict.confirmTitle')}
        message={t('conflict.confirmMessage')}
        confirmLabel={t('conflict.confirm')}
        cancelLabel={t('conflict.cancel')}
        loading={reloading}
        onConfirm={() => void handleReload()}
        onCancel={() => setConfirming(false)}
      />
    </Alert>
  );
}
