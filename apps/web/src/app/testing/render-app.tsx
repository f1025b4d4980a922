import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { TestProviders } from '../../shared/testing/render.tsx';
import { createQueryClient } from '../query-client.ts';
import { appRoutes } from '../routes.tsx';

/** The whole app at `path`, with the app's own query client; returns both to look into. */
export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, queryClient };
}
