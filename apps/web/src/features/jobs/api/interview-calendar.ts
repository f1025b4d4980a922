import { useMutation } from '@tanstack/react-query';
import { fetchFile, saveFile } from '../../../shared/http/download-file.ts';
import { http } from '../../../shared/http/http.ts';
import { textOf } from '../../../shared/i18n/text-of.ts';

/**
 * GET /jobs/{id}/interview.ics: the interview as a calendar file (RFC 5545), read through the
 * client (it needs the bearer token) and handed to the browser, which offers to add it.
 */
async function downloadInterviewCalendar(jobId: string): Promise<void> {
  saveFile(
    await fetchFile(http, `/jobs/${encodeURIComponent(jobId)}/interview.ics`, {
      fallbackName: 'interview.ics',
    }),
  );
}

/** The interview's .ics as a download; a failure toasts (meta.errorToast). */
export function useDownloadInterviewCalendar() {
  return useMutation({
    mutationFn: downloadInterviewCalendar,
    meta: { errorToast: () => textOf('jobs', 'interviewCalendar.downloadFailed') },
  });
}
