import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../http/error-message.ts';

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

export type QueryLoadErrorProps = {
  /** The query that failed (a list, a page of a list, one item). */
  query: { error: unknown; refetch: () => Promise<unknown> };
  /** What failed, when the server said nothing a person understands. */
  errorText: string;
};

/** A query's failure in place: the server's words (else `errorText`) and a retry that refetches it. */
export function QueryLoadError({ query, errorText }: QueryLoadErrorProps) {
  return <LoadError message={errorMessage(query.error, errorText)} onRetry={() => void query.refetch()} />;
}
