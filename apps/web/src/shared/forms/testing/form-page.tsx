import type { FormAnswer, FormPageName } from '@hirelane/contract/public-page';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { RouteObject } from 'react-router';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, vi } from 'vitest';
import { createTestQueryClient, TestProviders } from '../../testing/render.tsx';
import { type FormPage, FormPageContext } from '../form-page.ts';

export type FormPageRender = {
  page: FormPageName;
  /** The page's address, which its plain forms post to. */
  path: string;
  answer: FormAnswer<string>;
  /** The page's route (the path pattern and its element). */
  route: RouteObject;
  /** Fills the query cache with what the server loaded for the page (on the server and in the browser). */
  seed?: (queryClient: QueryClient) => void;
};

/** A form page whose route is its own address, opened with the server's `answer`. */
export const formPageAt =
  (page: FormPageName, path: string, element: ReactElement) =>
  (answer: FormAnswer<string>): FormPageRender => ({ page, path, answer, route: { path, element } });

/** The plain form an element is in. */
export const formOf = (element: HTMLElement) => element.closest('form') as HTMLFormElement;

/** The page inside its form-page context, in a memory router opened at its address. */
function pageTree({ page, path, answer, route, seed }: FormPageRender) {
  const queryClient = createTestQueryClient();
  seed?.(queryClient);
  const formPage: FormPage = { page, action: path, answer };
  const router = createMemoryRouter([route, { path: '*', element: <h1>elsewhere</h1> }], {
    initialEntries: [path],
  });
  return (
    <TestProviders queryClient={queryClient}>
      <FormPageContext.Provider value={formPage}>
        <RouterProvider router={router} />
      </FormPageContext.Provider>
    </TestProviders>
  );
}

/** Renders a form page in the browser as the hydrated page is: with its form-page context. */
export function renderFormPage(options: FormPageRender) {
  return render(pageTree(options));
}

/** The HTML the server sends for the page (the same components, rendered to a string). */
export function serverHtml(options: FormPageRender): string {
  return renderToString(pageTree(options));
}

/**
 * Puts the server's HTML of the page in the document, lets `beforeScript` act on it as a visitor
 * would before any script ran (typing, choosing), then hydrates it; fails on a hydration mismatch
 * React reports (it would then throw the server's HTML away, and what was typed with it).
 */
export function hydrateFormPage(options: FormPageRender, beforeScript: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = serverHtml(options);
  document.body.appendChild(container);
  beforeScript(container);
  const errors = vi.spyOn(console, 'error');
  const result = render(pageTree(options), { container, hydrate: true });
  const mismatch = errors.mock.calls.find((call) => /hydrat/i.test(String(call[0])));
  expect(mismatch).toBeUndefined();
  return result;
}

/** Types `value` into a server-rendered field, as a visitor does before the script has run. */
export function typeBeforeScript(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  field.value = value;
}
