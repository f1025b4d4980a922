import type { CvDesignId, PaperSize } from '@hirelane/contract/cv-designs';
import { useMutation } from '@tanstack/react-query';
import { fetchFile, saveFile } from '../../http/download-file.ts';
import { http } from '../../http/http.ts';
import { textOf } from '../../i18n/text-of.ts';

/** Which design and paper to draw; what is left out is the owner's saved choice. */
export type CvPdfChoice = { design?: CvDesignId; paper?: PaperSize };

/** `/cv/pdf?design=&paper=`: the owner's CV as the server draws it. */
export const cvPdfPath = (choice: CvPdfChoice = {}): string => {
  const query = new URLSearchParams();
  if (choice.design) query.set('design', choice.design);
  if (choice.paper) query.set('paper', choice.paper);
  const search = query.toString();
  return search ? `/cv/pdf?${search}` : '/cv/pdf';
};

/** GET /cv/pdf: the owner's whole CV as a PDF, saved under the name the server gives. */
export function useDownloadCvPdf() {
  return useMutation({
    mutationFn: async (choice: CvPdfChoice = {}) =>
      saveFile(await fetchFile(http, cvPdfPath(choice), { fallbackName: 'CV.pdf' })),
    meta: { errorToast: () => textOf('sharing', 'pdf.failed') },
  });
}
