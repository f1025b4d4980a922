import type { MessageResponse } from '@hirelane/contract/common';
import { useQuery } from '@tanstack/react-query';
import { getQuery } from '../../http/get-query.ts';
import { http } from '../../http/http.ts';
import { textOf } from '../../i18n/text-of.ts';
import { cvWriteKeys } from './cv-keys.ts';
import { type EntryWrites, type SaveEntryVariables, useRemoveEntry, useSaveEntry } from './entry-writes.ts';

export type SectionApiConfig<Entry, Input> = {
  /** The section's translation keys: cv `<section>.saved`, `<section>.deleted`, `<section>.errors.*`. */
  section: 'experience' | 'education';
  key: readonly string[];
  /** Under /api, e.g. /cv/experience. */
  path: string;
  idOf: (entry: Entry) => string;
  /** What an entry (or what was typed for one) is called in a toast. */
  nameOf: (entry: Entry | Input) => string;
  /** The entry as a change leaves it, shown before the server answers. */
  apply: (entry: Entry | undefined, id: string, input: Input) => Entry;
};

export type SaveVariables<Input> = SaveEntryVariables<Input>;

/**
 * The calls of a CV section of JSON entries: GET/POST {path}, PUT/DELETE {path}/{id}. Use it with
 * the hooks below; saving and deleting show at once, may wait offline, and re-read the list, since
 * the server keeps the order.
 */
export function createSectionApi<Entry, Input>(
  config: SectionApiConfig<Entry, Input>,
): EntryWrites<Entry, Input, SaveVariables<Input>> & {
  listOptions: () => ReturnType<typeof getQuery<Entry[]>>;
} {
  const itemPath = (id: string) => `${config.path}/${encodeURIComponent(id)}`;
  return {
    ...config,
    writeKeys: cvWriteKeys(config.section),
    listOptions: () =>
      getQuery<Entry[]>(config.key, config.path, () => textOf('cv', `${config.section}.errors.load`)),
    save: ({ entryId, input }: SaveVariables<Input>) =>
      entryId ? http.put<Entry>(itemPath(entryId), input) : http.post<Entry>(config.path, input),
    remove: (id: string) => http.delete<MessageResponse>(itemPath(id)),
  };
}

export type SectionApi<Entry, Input> = ReturnType<typeof createSectionApi<Entry, Input>>;

export function useSectionList<Entry, Input>(api: SectionApi<Entry, Input>) {
  return useQuery(api.listOptions());
}

export function useSaveSectionEntry<Entry, Input>(api: SectionApi<Entry, Input>) {
  return useSaveEntry(api);
}

export function useRemoveSectionEntry<Entry, Input>(api: SectionApi<Entry, Input>) {
  return useRemoveEntry(api);
}
