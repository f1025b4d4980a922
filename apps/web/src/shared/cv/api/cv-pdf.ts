import type { CvDesignSettingsInput } from '@hirelane/contract/cv-designs';
import { useMutation } from '@tanstack/react-query';
import { fetchFile, saveFile } from '../../http/download-file.ts';
import { http } from '../../http/http.ts';
import { textOf } from '../../i18n/text-of.ts';

/** Which design, paper, accent, font and language to draw; what is left out is the owner's saved choice. */
export type CvPdfChoice = CvDesignSettingsInput;

/** The order the choices are written in a PDF's address, so one choice has one address. */
const CHOICE_ORDER = ['design', 'paper', 'accent', 'font', 'language'] as const;

/** `base?design=&paper=&…`: a CV's PDF (the owner's, or a job's tailored one) as the server draws it. */
export const cvPdfPath = (choice: CvPdfChoice = {}, base = '/cv/pdf'): string => {
  const query = new URLSearchParams();
  for (const key of CHOICE_ORDER) {
    const value = choice[key];
    if (value) query.set(key, value);
  }
  const search = query.toString();
  return search ? `${base}?${search}` : base;
};

/** GET /cv/pdf: the owner's whole CV as a PDF, saved under the name the server gives. */
export function useDownloadCvPdf() {
  return useMutation({
    mutationFn: async (choice: CvPdfChoice = {}) =>
      saveFile(await fetchFile(http, cvPdfPath(choice), { fallbackName: 'CV.pdf' })),
    meta: { errorToast: () => textOf('sharing', 'pdf.failed') },
  });
}
