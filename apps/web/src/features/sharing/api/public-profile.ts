import type {
  PublicProfileInput,
  PublicProfileSettings,
  VerifyHandleResponse,
} from '@hirelane/contract/sharing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/http/api-error.ts';
import { getQuery } from '../../../shared/http/get-query.ts';
import { http } from '../../../shared/http/http.ts';
import { textOf } from '../../../shared/i18n/text-of.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { sharingKeys } from './sharing-keys.ts';

/** GET /cv/public-profile: handle, headline, bio, visibility, sections, tags and public URL. */
export const publicProfileSettingsOptions = () =>
  getQuery<PublicProfileSettings>(sharingKeys.profile, '/cv/public-profile', () =>
    textOf('sharing', 'profile.errors.load'),
  );

export function usePublicProfileSettings() {
  return useQuery(publicProfileSettingsOptions());
}

/** GET /cv/public-profile/verify/?handler=: whether the handle could be yours, and why not. */
export function verifyHandle(handle: string, signal?: AbortSignal): Promise<VerifyHandleResponse> {
  return http.get<VerifyHandleResponse>(
    `/cv/public-profile/verify/?handler=${encodeURIComponent(handle)}`,
    signal ? { signal } : {},
  );
}

export type SavePublicProfileVariables = { profile: PublicProfileInput; tags: string[] };

/**
 * PUT /cv/public-profile, then PUT /cv/public-profile/tags. A taken handle (409) stops before the
 * tags; errors are left to the form, which puts them under the fields.
 */
export function useSavePublicProfile() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('sharing');
  return useMutation({
    mutationFn: async ({ profile, tags }: SavePublicProfileVariables): Promise<PublicProfileSettings> => {
      const saved = await http.put<PublicProfileSettings>('/cv/public-profile', profile);
      const savedTags = await http.put<{ tags: string[] }>('/cv/public-profile/tags', { tags });
      return { ...saved, tags: savedTags.tags };
    },
    onSuccess: (settings) => {
      queryClient.setQueryData(sharingKeys.profile, settings);
      toast.success(t('profile.saved'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharingKeys.profile }),
    // A 409: the handle was free at the check but someone took it since.
    meta: {
      errorToast: (error) =>
        isApiError(error) && error.status === 409
          ? { exactly: t('profile.handle.justTaken') }
          : t('profile.errors.save'),
    },
  });
}
