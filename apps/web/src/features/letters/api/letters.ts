import type { MessageResponse } from '@hirelane/contract/common';
import { LETTERS_FIRST_PAGE, LETTERS_PAGE_SIZE } from '@hirelane/contract/letter-limits';
import type { Letter, LetterInput, LetterPage } from '@hirelane/contract/letters';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchFile, saveFile } from '../../../shared/http/download-file.ts';
import { http } from '../../../shared/http/http.ts';
import { textOf } from '../../../shared/i18n/text-of.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { letterBackup } from '../model/letter-backup.ts';
import { letterKeys } from './letter-keys.ts';

const itemPath = (id: string) => `/jobs/application/${encodeURIComponent(id)}`;

/**
 * A letter as the server last saved it, with the ETag naming that version (null from a server that
 * sends none). A save sends it back as If-Match, so it never overwrites a version saved elsewhere.
 */
export type SavedLetter = Letter & { etag: string | null };

/**
 * The server tags a letter's version strongly; a proxy that compresses answers (nginx's gzip) turns
 * the tag weak on the way, and a weak tag never passes If-Match. The version is the same either way,
 * so the strong form is kept.
 */
export const strongTag = (etag: string | null): string | null => etag?.replace(/^W\//, '') ?? null;

const savedLetterOf = async (response: Response): Promise<SavedLetter> => ({
  ...((await response.json()) as Letter),
  etag: strongTag(response.headers.get('etag')),
});

/**
 * GET /jobs/application?pageNumber&pageSize: page 1 first, later pages appended;
 * refetching starts again from page 1, so the list is replaced.
 */
export const letterPagesOptions = () =>
  infiniteQueryOptions({
    queryKey: letterKeys.pages,
    queryFn: ({ pageParam, signal }) =>
      http.get<LetterPage>(`/jobs/application?pageNumber=${pageParam}&pageSize=${LETTERS_PAGE_SIZE}`, {
        signal,
      }),
    initialPageParam: LETTERS_FIRST_PAGE,
    getNextPageParam: (last) => (last.hasNextPage ? last.pageNumber + 1 : undefined),
    meta: { errorToast: () => textOf('letters', 'errors.load') },
  });

export function useLetterPages() {
  return useInfiniteQuery(letterPagesOptions());
}

/** GET /jobs/application/{id}: the whole letter, for the editor. */
export const letterOptions = (id: string) =>
  queryOptions({
    queryKey: letterKeys.detail(id),
    queryFn: async ({ signal }) =>
      savedLetterOf(await http.get<Response>(itemPath(id), { signal, responseType: 'response' })),
    // The editor owns the text once loaded: a refetch on focus must not overwrite what is typed.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export function useLetter(id: string) {
  return useQuery(letterOptions(id));
}

/** POST /jobs/application: a new letter from a first draft. */
export function useCreateLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LetterInput) =>
      savedLetterOf(await http.post<Response>('/jobs/application', input, { responseType: 'response' })),
    onSuccess: async (letter) => {
      queryClient.setQueryData(letterKeys.detail(letter.jobApplicationId), letter);
      await queryClient.invalidateQueries({ queryKey: letterKeys.pages });
    },
    meta: { errorToast: () => textOf('letters', 'new.failed') },
  });
}

/**
 * PUT /jobs/application/{id}: the autosave, over the version `etag` names (a letter saved elsewhere
 * since answers 412). The editor shows failures next to the text.
 */
export function useUpdateLetter(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, etag }: { input: LetterInput; etag: string | null }) =>
      savedLetterOf(
        await http.put<Response>(itemPath(id), input, {
          responseType: 'response',
          ...(etag ? { headers: { 'If-Match': etag } } : {}),
        }),
      ),
    onSuccess: (letter) => {
      queryClient.setQueryData(letterKeys.detail(id), letter);
      void queryClient.invalidateQueries({ queryKey: letterKeys.pages });
    },
  });
}

/** The letter as saved now, read again from the server (the editor's choice after a conflict). */
export function useFetchSavedLetter(id: string) {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...letterOptions(id), staleTime: 0 });
}

/**
 * After a conflict, the writer's choice to take the letter as saved now: read it again from the
 * server. A failure toasts that their text is still there (the editor keeps it).
 */
export function useReloadSavedLetter(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => queryClient.fetchQuery({ ...letterOptions(id), staleTime: 0 }),
    meta: {
      errorToast: () => {
        const text = textOf('letters', 'conflict.reloadFailed');
        return text ? { exactly: text } : undefined;
      },
    },
  });
}

/** DELETE /jobs/application/{id}: the public link, if any, stops working at once. */
export function useDeleteLetter() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('letters');
  return useMutation({
    mutationFn: (id: string) => http.delete<MessageResponse>(itemPath(id)),
    onSuccess: async (_response, id) => {
      toast.success(t('delete.done'));
      queryClient.removeQueries({ queryKey: letterKeys.detail(id) });
      letterBackup.clear(id);
      await queryClient.invalidateQueries({ queryKey: letterKeys.pages });
    },
    meta: { errorToast: () => textOf('letters', 'errors.delete') },
  });
}

/** GET /jobs/application/{id}/pdf, saved under the name the server gives. */
export function useDownloadLetterPdf(id: string) {
  return useMutation({
    mutationFn: async () =>
      saveFile(await fetchFile(http, `${itemPath(id)}/pdf`, { fallbackName: 'letter.pdf' })),
    meta: { errorToast: () => textOf('letters', 'errors.download') },
  });
}
