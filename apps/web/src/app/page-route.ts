import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params, RouteObject } from 'react-router';
import type { Namespace } from '../shared/i18n/namespaces.ts';

/**
 * What a page needs besides its code. A first visit asks for it at start-up, alongside the code,
 * instead of after the page has rendered and found it missing (one round trip less).
 */
export type PageNeeds = {
  /** The translation files the page reads, besides common. */
  texts: Namespace[];
  /** The page's own data: on public pages, whose first paint is what a visitor waits for. */
  data?: (params: Params, queryClient: QueryClient) => void;
};

/** A page's route: its code loads when the route is first shown; `needs` rides on its handle. */
export const page = (path: string, needs: PageNeeds, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  handle: needs,
  lazy: async () => ({ Component: await load() }),
});

export function isPageNeeds(handle: unknown): handle is PageNeeds {
  return typeof handle === 'object' && handle !== null && 'texts' in handle && Array.isArray(handle.texts);
}
