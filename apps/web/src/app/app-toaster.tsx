import { TOAST_OPTIONS } from '@hirelane/contract/constants';
import { useComputedColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';

/** Below the app bar (its height plus a gap), so a toast never covers the bar's controls. */
const BELOW_APP_BAR = { top: 64 + 8, right: 16 };
const BELOW_APP_BAR_PHONE = { top: 64 + 8, right: 8, left: 8 };

/**
 * Top-right, 5 s, Alt+T moves focus to the toasts. Under the app bar (language
 * switch, account menu) and stacked compactly (one card deep, the newest on top, three at most), so
 * a pile of toasts never covers a control; hovering or focusing them spreads them out.
 */
export function AppToaster() {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  const colorScheme = useComputedColorScheme('light');
  return (
    <Toaster
      position={TOAST_OPTIONS.position}
      duration={TOAST_OPTIONS.duration}
      hotkey={[...TOAST_OPTIONS.hotkey]}
      theme={colorScheme}
      offset={BELOW_APP_BAR}
      mobileOffset={BELOW_APP_BAR_PHONE}
      expand={false}
      visibleToasts={3}
      gap={8}
      richColors
      closeButton
      {...(ready ? { containerAriaLabel: t('toasts') } : {})}
    />
  );
}
