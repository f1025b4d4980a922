import type { CvDesignId } from '@hirelane/contract/cv-designs';
import type { ContactField, ShareableCv } from '@hirelane/contract/sharing';
import type { TailoredCv, TailoredCvChanges } from '@hirelane/contract/tailored-cv';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchFile, saveFile } from '../../../shared/http/download-file.ts';
import { http } from '../../../shared/http/http.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { jobMatchKeys } from './job-match-keys.ts';

/** The address of a job's tailored CV. */
export const tailoredPath = (jobId: string) => `/jobs/${encodeURIComponent(jobId)}/tailored-cv`;

/** GET /jobs/{id}/tailored-cv: the job's version of the CV, or the main CV as it would be tailored. */
export function useTailoredCv(jobId: string) {
  return useQuery({
    queryKey: jobMatchKeys.tailored(jobId),
    queryFn: ({ signal }) => http.get<TailoredCv>(tailoredPath(jobId), { signal }),
    // The main CV may have changed elsewhere: the tab reads it again each time it opens.
    staleTime: 0,
  });
}

/** PUT /jobs/{id}/tailored-cv: saves the whole version; the answer is the version as the server keeps it. */
export function useSaveTailoredCv(jobId: string) {
  const { t } = useTranslation('jobs');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: TailoredCvChanges) => http.put<TailoredCv>(tailoredPath(jobId), version),
    onSuccess: (saved) => {
      queryClient.setQueryData(jobMatchKeys.tailored(jobId), saved);
      toast.success(t('tailored.saved'));
    },
    meta: { errorToast: () => t('tailored.saveFailed') },
  });
}

/**
 * DELETE /jobs/{id}/tailored-cv: the job shows the main CV again; `onRemoved` runs once the main CV
 * is read back (the button that asked is gone by then, so its own callbacks would not run).
 */
export function useRemoveTailoredCv(jobId: string, onRemoved: () => void) {
  const { t } = useTranslation('jobs');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.delete(tailoredPath(jobId)),
    onSuccess: async () => {
      toast.success(t('tailored.removed'));
      await queryClient.invalidateQueries({ queryKey: jobMatchKeys.tailored(jobId) });
      onRemoved();
    },
    meta: { errorToast: () => t('tailored.removeFailed') },
  });
}

/** GET /jobs/{id}/tailored-cv/pdf in the version's design (or the one given), saved as a download. */
export function useDownloadTailoredPdf(jobId: string) {
  const { t } = useTranslation('jobs');
  return useMutation({
    mutationFn: async (design: CvDesignId | null) => {
      const query = design ? `?design=${design}` : '';
      saveFile(await fetchFile(http, `${tailoredPath(jobId)}/pdf${query}`, { fallbackName: 'CV.pdf' }));
    },
    meta: { errorToast: () => t('tailored.pdfFailed') },
  });
}

const jobLinksPath = (jobId: string) => `/cv/shareable?jobId=${encodeURIComponent(jobId)}`;

/**
 * The link to hand out for a job's version: the newest one that still works and shows the version
 * in its own design (a link that follows it, or one drawn in that same design). Links come newest first.
 */
export const reusableTailoredLink = (links: readonly ShareableCv[], design: CvDesignId | null) =>
  links.find((link) => !link.isExpired && (link.design === null || link.design === design));

/** GET /cv/shareable?jobId=: the owner's links that show this job's version, newest first. */
export function useTailoredLinks(jobId: string, enabled: boolean) {
  return useQuery({
    queryKey: jobMatchKeys.tailoredLinks(jobId),
    queryFn: ({ signal }) => http.get<ShareableCv[]>(jobLinksPath(jobId), { signal }),
    enabled,
    // A link may have been deleted or made on the sharing page: read them again each time.
    staleTime: 0,
  });
}

/**
 * A link an employer can open without signing in, one per version: the job's link that still
 * works is reused (read again first, as another tab may have made one); POST /cv/shareable makes one
 * only when there is none, or it expired or was deleted.
 */
export function useShareTailoredCv(jobId: string, design: CvDesignId | null) {
  const { t } = useTranslation('jobs');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ title, contactFields }: { title: string; contactFields: ContactField[] }) =>
      reusableTailoredLink(await http.get<ShareableCv[]>(jobLinksPath(jobId)), design) ??
      http.post<ShareableCv>('/cv/shareable', { title, jobId, contactFields }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobMatchKeys.tailoredLinks(jobId) }),
    meta: { errorToast: () => t('tailored.shareFailed') },
  });
}

/**
 * PUT /cv/shareable/{id}: the contact details the job's link shows, changed at once; its title and
 * last day are sent as they are (an edit without a last day would make the link never expire).
 */
export function useTailoredLinkContact(jobId: string) {
  const { t } = useTranslation('jobs');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ link, contactFields }: { link: ShareableCv; contactFields: ContactField[] }) =>
      http.put(`/cv/shareable/${encodeURIComponent(link.sharedCvId)}`, {
        title: link.title,
        expiryDate: link.expiryDate,
        contactFields,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobMatchKeys.tailoredLinks(jobId) }),
    meta: { errorToast: () => t('tailored.contactFailed') },
  });
}
