import { fetchFile, saveFile } from '../../../shared/http/download-file.ts';
import { http } from '../../../shared/http/http.ts';

/**
 * GET /jobs/{id}/interview.ics: the interview as a calendar file (RFC 5545), read through the
 * client (it needs the bearer token) and handed to the browser, which offers to add it.
 */
export async function downloadInterviewCalendar(jobId: string): Promise<void> {
  saveFile(
    await fetchFile(http, `/jobs/${encodeURIComponent(jobId)}/interview.ics`, {
      fallbackName: 'interview.ics',
    }),
  );
}
