import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RenderResult } from '@testing-library/react';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Suspense } from 'react';
import type { DataRouter, InitialEntry, RouteObject } from 'react-router';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { errorToastCaches } from '../http/error-toast.ts';

export type TestProvidersProps = {
  children: ReactNode;
  queryClient?: QueryClient;
};

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    ...errorToastCaches(),
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/** Providers as in the app, without transitions or portals (Mantine's test env). */
export function TestProviders({ children, queryClient = createTestQueryClient() }: TestProvidersProps) {
  return (
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<p>suspended</p>}>{children}</Suspense>
        <Toaster />
      </QueryClientProvider>
    </MantineProvider>
  );
}

export function renderWithProviders(ui: ReactElement, queryClient?: QueryClient): RenderResult {
  return render(<TestProviders {...(queryClient ? { queryClient } : {})}>{ui}</TestProviders>);
}

/**
 * Renders `routes` in a memory router opened at `entry` (a path, or a location with its state),
 * inside the test providers; the router it returns tells where the app went.
 */
export function renderRoutes(
  routes: RouteObject[],
  entry: InitialEntry,
  queryClient?: QueryClient,
): DataRouter {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  renderWithProviders(<RouterProvider router={router} />, queryClient);
  return router;
}
