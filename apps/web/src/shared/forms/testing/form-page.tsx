import type { FormError, FormPageName } from '@hirelane/contract/public-page';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { stubFetch } from '../../testing/fake-fetch.ts';
import { createTestQueryClient, TestProviders } from '../../testing/render.tsx';
import { type FormPage, FormPageContext } from '../form-page.ts';

type FormPageOptions = {
  /** The route's path pattern, when not the address itself. */
  pattern?: string;
  /** Fills the query cache with what the server loaded for the page. */
  seed?: (queryClient: QueryClient) => void;
};

/**
 * Form page `page` at its address `path` (which its plain forms post to), its route showing
 * `element`: `open(step, values, error)` renders it as the server does after answering a post with
 * that step, what was typed and why it failed: inside its form-page context, in a router opened at
 * its address. No request leaves: fetch is a stub that answers nothing.
 */
export const formPageAt =
  (page: FormPageName, path: string, element: ReactElement, { pattern = path, seed }: FormPageOptions = {}) =>
  (step: string, values: Record<string, string> = {}, error?: FormError) => {
    stubFetch();
    const queryClient = createTestQueryClient();
    seed?.(queryClient);
    const formPage: FormPage = { page, action: path, answer: { step, values, ...(error && { error }) } };
    const router = createMemoryRouter([{ path: pattern, element }], { initialEntries: [path] });
    return render(
      <TestProviders queryClient={queryClient}>
        <FormPageContext.Provider value={formPage}>
          <RouterProvider router={router} />
        </FormPageContext.Provider>
      </TestProviders>,
    );
  };

/** The plain form an element is in. */
export const formOf = (element: HTMLElement) => element.closest('form') as HTMLFormElement;

/** Where a form posts: its method and address. */
export const postedTo = (form: HTMLFormElement) => [form.getAttribute('method'), form.getAttribute('action')];

/** What a submit button posts: its name and value (`intent` and which form was sent). */
export const postedAs = (button: HTMLElement) => [button.getAttribute('name'), button.getAttribute('value')];

/** What is said under a field the server refused (marked invalid); null for a field it did not. */
export const refusalOf = (field: HTMLElement) =>
  field.getAttribute('aria-invalid') === 'true'
    ? (document.getElementById(`${field.id}-error`)?.textContent ?? null)
    : null;

/** The server's answer to a post whose fields it refused: `fields` says why, field by field. */
export const validationFailed = (fields: Record<string, string>): FormError => ({
  status: 400,
  code: 'VALIDATION_ERROR',
  message: 'Validation failed',
  fields,
});
