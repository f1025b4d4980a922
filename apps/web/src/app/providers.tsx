import { MantineProvider } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppToaster } from './app-toaster.tsx';
import { theme } from './theme.ts';

export type AppProvidersProps = {
  queryClient: QueryClient;
  children: ReactNode;
};

/** Theme (light/dark following the system), server-state cache and toasts. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto">
      <QueryClientProvider client={queryClient}>
        {children}
        <AppToaster />
      </QueryClientProvider>
    </MantineProvider>
  );
}
