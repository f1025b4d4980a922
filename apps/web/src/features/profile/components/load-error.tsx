import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type LoadErrorProps = {
  message: string;
  onRetry: () => void;
};

/** A section that could not load: what happened and one button to try again. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  const { t } = useTranslation('account');
  return (
    <Alert color="red" variant="light" title={t('loadFailed')}>
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="sm">
        <Button variant="light" color="red" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Group>
    </Alert>
  );
}
