import { Alert, Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Component } from 'react';
import { useTranslation } from 'react-i18next';

type FallbackProps = { onRetry: () => void };

function SectionFallback({ onRetry }: FallbackProps) {
  const { t } = useTranslation('cv');
  return (
    <Alert color="red" variant="light" role="alert" title={t('page.sectionFailed')}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('page.sectionFailedHint')}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      </Group>
    </Alert>
  );
}

export type SectionErrorBoundaryProps = { children: ReactNode };
type State = { hasError: boolean };

/** One broken section shows a notice and a retry; the rest of the CV builder keeps working. */
export class SectionErrorBoundary extends Component<SectionErrorBoundaryProps, State> {
  override state: State = { hasError: false };

  static getDerivedStateFromError(): State {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render(): ReactNode {
    if (this.state.hasError) return <SectionFallback onRetry={() => this.setState({ hasError: false })} />;
    return this.props.children;
  }
}
