import { FALLBACK_ERRORS } from '@hirelane/contract/errors';
import { useMutation } from '@tanstack/react-query';
import { fetchFile, saveFile } from '../../../shared/http/download-file.ts';
import { http } from '../../../shared/http/http.ts';

/**
 * GET /jobs/{id}/attachment needs the bearer token, so a plain link cannot fetch it: the file is
 * read through the client and handed to the browser as a download.
 */
async function downloadJobAttachment(jobId: string, fileName: string): Promise<void> {
  saveFile(
    await fetchFile(http, `/jobs/${encodeURIComponent(jobId)}/attachment`, { fallbackName: fileName }),
  );
}

/** The attachment as a download; a failure toasts (meta.errorToast). */
export function useDownloadJobAttachment() {
  return useMutation({
    mutationFn: ({ jobId, fileName }: { jobId: string; fileName: string }) =>
      downloadJobAttachment(jobId, fileName),
    meta: { errorToast: () => FALLBACK_ERRORS.fetchJob },
  });
}
