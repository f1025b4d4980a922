import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code or translations load: never a blank screen. */
export function PageLoader() {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <Center mih="40vh" role="status" aria-live="polite">
      <Loader type="dots" />
      {ready && <VisuallyHidden>{t('loading')}</VisuallyHidden>}
    </Center>
  );
}
