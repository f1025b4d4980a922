import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AutosaveStatus as Status } from '../hooks/use-autosave.ts';

/** Says whether the text is saved; a failure is said in words with a way to try again at once. */
export function AutosaveStatus({ status, onRetry }: { status: Status; onRetry: () => void }) {
  const { t } = useTranslation('letters');
  if (status.state === 'failed') {
    return (
      <Alert color="red" variant="light" role="alert">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t('autosave.failed')}</Text>
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('autosave.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  const text =
    status.state === 'invalid'
      ? t('autosave.invalid', { problem: status.problem })
      : t(`autosave.${status.state}`);
  return (
    <Text size="sm" c={status.state === 'invalid' ? 'red.8' : 'dimmed'} role="status" aria-live="polite">
      {text}
    </Text>
  );
}
