import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type LoadErrorProps = {
  /** What failed, in words a person understands (see errorMessage). */
  message: string;
  onRetry: () => void;
  /** A heading above the message; the short form (message and button on one line) has none. */
  title?: string;
};

/** Something that could not load, said where it would have been, with one button to try again. */
export function LoadError({ message, onRetry, title }: LoadErrorProps) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('loadError.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
