import type { MessageResponse } from '@hirelane/contract/common';
import { useQuery } from '@tanstack/react-query';
import { getQuery } from '../../http/get-query.ts';
import { http } from '../../http/http.ts';
import { textOf } from '../../i18n/text-of.ts';
import { useListMutation } from './list-mutation.ts';

export type SectionApiConfig = {
  /** The section's translation keys: cv `<section>.saved`, `<section>.deleted`, `<section>.errors.*`. */
  section: 'experience' | 'education';
  key: readonly string[];
  /** Under /api, e.g. /cv/experience. */
  path: string;
};

export type SaveVariables<Input> = { id: string | null; input: Input };

/**
 * The calls of a CV section of JSON entries: GET/POST {path}, PUT/DELETE {path}/{id}. Use it with
 * the hooks below; saving and deleting re-read the list, since the server keeps the order.
 */
export function createSectionApi<Entry, Input>(config: SectionApiConfig) {
  const itemPath = (id: string) => `${config.path}/${encodeURIComponent(id)}`;
  return {
    ...config,
    listOptions: () =>
      getQuery<Entry[]>(config.key, config.path, () => textOf('cv', `${config.section}.errors.load`)),
    save: ({ id, input }: SaveVariables<Input>) =>
      id ? http.put<Entry>(itemPath(id), input) : http.post<Entry>(config.path, input),
    remove: (id: string) => http.delete<MessageResponse>(itemPath(id)),
  };
}

export type SectionApi<Entry, Input> = ReturnType<typeof createSectionApi<Entry, Input>>;

export function useSectionList<Entry, Input>(api: SectionApi<Entry, Input>) {
  return useQuery(api.listOptions());
}

export function useSaveSectionEntry<Entry, Input>(api: SectionApi<Entry, Input>) {
  return useListMutation(api.key, api.save, {
    success: `${api.section}.saved`,
    failure: `${api.section}.errors.save`,
  });
}

export function useRemoveSectionEntry<Entry, Input>(api: SectionApi<Entry, Input>) {
  return useListMutation(api.key, api.remove, {
    success: `${api.section}.deleted`,
    failure: `${api.section}.errors.delete`,
  });
}
