import type { DraftInput, LetterDraft, LetterTemplate, TemplateInput } from '@hirelane/contract/letters';
import type { PublicConfigResponse } from '@hirelane/contract/public-config';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '../../../shared/http/http.ts';
import { textOf } from '../../../shared/i18n/text-of.ts';
import { jobBoardQueryOptions } from '../../../shared/resources/job-board.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { letterKeys } from './letter-keys.ts';

/** GET /jobs/application/templates: the user's own first, then the built-in ones. */
export const letterTemplatesOptions = () =>
  queryOptions({
    queryKey: letterKeys.templates,
    queryFn: ({ signal }) => http.get<LetterTemplate[]>('/jobs/application/templates', { signal }),
    staleTime: 5 * 60_000,
    meta: { errorToast: () => textOf('letters', 'errors.templates') },
  });

export function useLetterTemplates() {
  return useQuery(letterTemplatesOptions());
}

export type JobChoice = { jobId: string; position: string; company: string };

/**
 * The jobs on the board, as choices for "the job this letter is for": the board's own cache (GET
 * /jobs), so a job added or changed on the board is a choice at once. A failure toasts nothing: the
 * choice then offers none.
 */
export function useJobChoices() {
  return useQuery({
    ...jobBoardQueryOptions(),
    select: (board): JobChoice[] =>
      Object.values(board).flatMap((lane) =>
        [...lane.pinned, ...lane.normal].map(({ jobId, position, company }) => ({
          jobId,
          position,
          company,
        })),
      ),
    staleTime: 60_000,
    meta: { errorToast: () => undefined },
  });
}

/** POST /jobs/application/draft: a first draft to edit. */
export function useDraftLetter() {
  return useMutation({
    mutationFn: (input: DraftInput) => http.post<LetterDraft>('/jobs/application/draft', input),
    meta: { errorToast: () => textOf('letters', 'new.failed') },
  });
}

/** POST /jobs/application/templates: keep a letter's text as one's own template. */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('letters');
  return useMutation({
    mutationFn: (input: TemplateInput) => http.post<LetterTemplate>('/jobs/application/templates', input),
    onSuccess: async () => {
      toast.success(t('templates.saved'));
      await queryClient.invalidateQueries({ queryKey: letterKeys.templates });
    },
    meta: { errorToast: () => textOf('letters', 'templates.failed') },
  });
}

/** Whether this installation has an AI model (GET /config): "Draft with AI" shows only then. */
export function useAiAvailable(): boolean {
  const config = useQuery({
    queryKey: letterKeys.config,
    queryFn: ({ signal }) => http.get<PublicConfigResponse>('/config', { withAuth: false, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return config.data?.ai ?? false;
}
