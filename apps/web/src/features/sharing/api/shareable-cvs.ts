import type { MessageResponse } from '@hirelane/contract/common';
import type { ShareableCv, ShareableCvInput } from '@hirelane/contract/sharing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/http/api-error.ts';
import { getQuery } from '../../../shared/http/get-query.ts';
import { http } from '../../../shared/http/http.ts';
import { textOf } from '../../../shared/i18n/text-of.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { sharingKeys } from './sharing-keys.ts';

const itemPath = (id: string) => `/cv/shareable/${encodeURIComponent(id)}`;

/** GET /cv/shareable: the owner's links with expiry, views and public URL. */
export const shareableCvsOptions = () =>
  getQuery<ShareableCv[]>(sharingKeys.shareable, '/cv/shareable', () =>
    textOf('sharing', 'links.errors.load'),
  );

export function useShareableCvs() {
  return useQuery(shareableCvsOptions());
}

export type SaveShareableVariables = { id: string | null; input: ShareableCvInput };

/**
 * POST /cv/shareable or PUT /cv/shareable/{id}. A refusal the form shows under its fields is not
 * toasted; any other failure toasts `failure` (saving or creating) unless the server said more.
 */
export function useSaveShareableCv(failure: () => string) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('sharing');
  return useMutation({
    mutationFn: ({ id, input }: SaveShareableVariables) =>
      id ? http.put<ShareableCv>(itemPath(id), input) : http.post<ShareableCv>('/cv/shareable', input),
    onSuccess: async (_saved, { id }) => {
      toast.success(id ? t('links.saved') : t('links.createdToast'));
      await queryClient.invalidateQueries({ queryKey: sharingKeys.shareable });
    },
    meta: {
      errorToast: (error) =>
        isApiError(error) && (error.fields?.title || error.fields?.expiryDate) ? undefined : failure(),
    },
  });
}

/** DELETE /cv/shareable/{id}: the link stops working at once. */
export function useDeleteShareableCv() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('sharing');
  return useMutation({
    mutationFn: (id: string) => http.delete<MessageResponse>(itemPath(id)),
    onSuccess: async (_response, id) => {
      toast.success(t('links.deleted'));
      queryClient.setQueryData<ShareableCv[]>(sharingKeys.shareable, (links) =>
        links?.filter((link) => link.sharedCvId !== id),
      );
      await queryClient.invalidateQueries({ queryKey: sharingKeys.shareable });
    },
    meta: { errorToast: () => textOf('sharing', 'links.errors.delete') },
  });
}
