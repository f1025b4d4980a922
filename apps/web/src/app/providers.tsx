import { MantineProvider } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { OfflineBanner } from '../shared/offline/offline-banner.tsx';
import { ArrivalNotices } from './arrival-notices.tsx';
import { DeferredToaster } from './deferred-toaster.tsx';
import { cssVariablesResolver, namedTheme } from './theme.ts';

export type AppProvidersProps = {
  queryClient: QueryClient;
  children: ReactNode;
};

/** Theme (light/dark following the system), server-state cache and toasts. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  const { t } = useTranslation('common', { useSuspense: false });
  const theme = useMemo(() => namedTheme({ close: t('controls.close'), clear: t('controls.clear') }), [t]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <QueryClientProvider client={queryClient}>
        {children}
        <OfflineBanner />
        <DeferredToaster />
        <ArrivalNotices />
      </QueryClientProvider>
    </MantineProvider>
  );
}
