import type { PublicProfile, PublicShareableCv } from '@hirelane/contract/sharing';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { fetchFile, saveFile } from '../../../shared/http/download-file.ts';
import { http } from '../../../shared/http/http.ts';
import { API_BASE } from '../../../shared/http/http-client.ts';
import { retryUnlessAnswered } from '../../../shared/http/load-problem.ts';
import { textOf } from '../../../shared/i18n/text-of.ts';

// Public calls go without the token, so a signed-in visitor sees exactly what anyone sees.
const PUBLIC = { withAuth: false } as const;
const linkPath = (id: string) => `/cv/public/shareable/link/${encodeURIComponent(id)}`;

export const publicCvKeys = {
  link: (id: string) => ['public-cv', 'link', id] as const,
  profile: (handle: string) => ['public-cv', 'profile', handle.toLowerCase()] as const,
};

/** GET /cv/public/shareable/link/{id}: the owner's current CV; 404 unknown or deleted, 410 expired. */
export const shareableLinkOptions = (id: string) =>
  queryOptions({
    queryKey: publicCvKeys.link(id),
    queryFn: () => http.get<PublicShareableCv>(linkPath(id), PUBLIC),
    retry: retryUnlessAnswered,
    // Every read counts as a view for the owner: read once per visit, not on every focus.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useShareableLink(id: string) {
  return useQuery(shareableLinkOptions(id));
}

/** GET /cv/public/profile/{handle}: a visible profile; hidden or unknown answers 404 alike. */
export const publicProfileOptions = (handle: string) =>
  queryOptions({
    queryKey: publicCvKeys.profile(handle),
    queryFn: () => http.get<PublicProfile>(`/cv/public/profile/${encodeURIComponent(handle)}`, PUBLIC),
    retry: retryUnlessAnswered,
    staleTime: 60_000,
  });

export function usePublicProfile(handle: string) {
  return useQuery(publicProfileOptions(handle));
}

/** The shared CV's PDF as a plain link (answered as a download), for a page without the app's script. */
export const sharedPdfUrl = (id: string) => `${API_BASE}${linkPath(id)}/pdf`;

/** GET /cv/public/shareable/link/{id}/pdf, saved under the name the server gives (the owner's). */
export function useDownloadSharedPdf(id: string) {
  return useMutation({
    mutationFn: async () =>
      saveFile(await fetchFile(http, `${linkPath(id)}/pdf`, { fallbackName: 'CV.pdf', withAuth: false })),
    meta: { errorToast: () => textOf('publicCv', 'download.failed') },
  });
}
