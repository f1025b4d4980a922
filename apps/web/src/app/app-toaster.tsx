import { TOAST_OPTIONS } from '@hirelane/contract/constants';
import { useComputedColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';

/** Spec §9: top-right, 5 s, Alt+T moves focus to the toasts. */
export function AppToaster() {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  const colorScheme = useComputedColorScheme('light');
  return (
    <Toaster
      position={TOAST_OPTIONS.position}
      duration={TOAST_OPTIONS.duration}
      hotkey={[...TOAST_OPTIONS.hotkey]}
      theme={colorScheme}
      richColors
      closeButton
      {...(ready ? { containerAriaLabel: t('toasts') } : {})}
    />
  );
}
