import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import type { Namespace } from '../shared/i18n/namespaces.ts';
import { isPageNeeds } from './page-route.ts';

/** What the first page of a visit needs (page-route.ts): its translation files, and its data fetched. */
export function firstPageNeeds(routes: RouteObject[], pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  const texts = new Set<Namespace>();
  const fetchers: ((queryClient: QueryClient) => void)[] = [];
  for (const { route, params } of matches) {
    if (!isPageNeeds(route.handle)) continue;
    for (const namespace of route.handle.texts) texts.add(namespace);
    const { data } = route.handle;
    if (data) fetchers.push((queryClient) => data(params, queryClient));
  }
  return {
    texts: [...texts],
    fetchData: (queryClient: QueryClient) => {
      for (const fetch of fetchers) fetch(queryClient);
    },
  };
}
