import { LoadingOverlay, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Full-screen overlay shown at start-up while the session is restored. */
export function StartupSpinner() {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <LoadingOverlay
        visible
        zIndex={1000}
        overlayProps={{ backgroundOpacity: 1, color: 'var(--mantine-color-body)' }}
        loaderProps={{ size: 'lg' }}
        pos="fixed"
      />
      {ready && <VisuallyHidden>{t('startupLoading')}</VisuallyHidden>}
    </div>
  );
}
