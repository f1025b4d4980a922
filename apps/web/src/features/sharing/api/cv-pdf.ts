import { useMutation } from '@tanstack/react-query';
import { fetchFile, saveFile } from '../../../shared/http/download-file.ts';
import { http } from '../../../shared/http/http.ts';
import { textOf } from '../../../shared/i18n/text-of.ts';

/** GET /cv/pdf: the owner's whole CV, rendered by the server in the interface language. */
export function useDownloadCvPdf() {
  return useMutation({
    mutationFn: async () => saveFile(await fetchFile(http, '/cv/pdf', { fallbackName: 'CV.pdf' })),
    meta: { errorToast: () => textOf('sharing', 'pdf.failed') },
  });
}
