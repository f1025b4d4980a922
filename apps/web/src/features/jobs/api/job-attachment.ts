import { fetchFile, saveFile } from '../../../shared/http/download-file.ts';
import { http } from '../../../shared/http/http.ts';

/**
 * GET /jobs/{id}/attachment needs the bearer token, so a plain link cannot fetch it: the file is
 * read through the client and handed to the browser as a download.
 */
export async function downloadJobAttachment(jobId: string, fileName: string): Promise<void> {
  saveFile(
    await fetchFile(http, `/jobs/${encodeURIComponent(jobId)}/attachment`, { fallbackName: fileName }),
  );
}
