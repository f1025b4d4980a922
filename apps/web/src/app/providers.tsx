import { MantineProvider } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '../shared/ui/lazy.tsx';
import { whenIdle } from '../shared/ui/when-idle.ts';
import { cssVariablesResolver, namedTheme } from './theme.ts';

export type AppProvidersProps = {
  queryClient: QueryClient;
  children: ReactNode;
};

// The toaster (and sonner with it) mounts once the browser is idle after start-up: no page waits for it.
const AppToaster = lazyNamed(() => import('./app-toaster.tsx'), 'AppToaster');
const TOASTER_IDLE_TIMEOUT_MS = 1000;

function DeferredToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => whenIdle(() => setMounted(true), TOASTER_IDLE_TIMEOUT_MS), []);
  return mounted ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}

/** Theme (light/dark following the system), server-state cache and toasts. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  const { t } = useTranslation('common', { useSuspense: false });
  const theme = useMemo(() => namedTheme({ close: t('controls.close'), clear: t('controls.clear') }), [t]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <QueryClientProvider client={queryClient}>
        {children}
        <DeferredToaster />
      </QueryClientProvider>
    </MantineProvider>
  );
}
