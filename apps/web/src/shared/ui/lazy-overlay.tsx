import { Loader, Overlay, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** True from the first time `open` is true: a lazy drawer stays mounted after, so it can animate closed. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** Shown over the page while a drawer's or dialog's code loads on its first opening. */
export function LazyOverlay() {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <Overlay fixed center backgroundOpacity={0.15} zIndex={300} role="status" aria-live="polite">
      <Loader />
      {ready && <VisuallyHidden>{t('loading')}</VisuallyHidden>}
    </Overlay>
  );
}
