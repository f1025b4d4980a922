import { http } from '../../../shared/http/http.ts';

/**
 * GET /jobs/{id}/attachment needs the bearer token, so a plain link cannot fetch it: the file is
 * read as a blob through the client and handed to the browser as a download.
 */
export async function downloadJobAttachment(jobId: string, fileName: string): Promise<void> {
  const blob = await http.get<Blob>(`/jobs/${encodeURIComponent(jobId)}/attachment`, {
    responseType: 'blob',
  });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL goes away.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
