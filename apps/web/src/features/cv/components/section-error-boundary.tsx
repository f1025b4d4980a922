import type { ReactNode } from 'react';
import { Component } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/ui/load-error.tsx';

function SectionFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('cv');
  return (
    <LoadError title={t('page.sectionFailed')} message={t('page.sectionFailedHint')} onRetry={onRetry} />
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
