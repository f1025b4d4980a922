import { useMutation } from '@tanstack/react-query';
import { fetchFile, saveFile } from '../../../shared/http/download-file.ts';
import { http } from '../../../shared/http/http.ts';
import { textOf } from '../../../shared/i18n/text-of.ts';

/** GET /cv/export/json-resume with the bearer token, handed to the browser as a download. */
export async function downloadJsonResume(): Promise<void> {
  saveFile(await fetchFile(http, '/cv/export/json-resume', { fallbackName: 'resume.json' }));
}

/** Downloads the CV as a JSON Resume, the open résumé format other sites and tools read. */
export function useDownloadJsonResume() {
  return useMutation({
    mutationFn: downloadJsonResume,
    meta: { errorToast: () => textOf('cv', 'page.jsonResumeFailed') },
  });
}
