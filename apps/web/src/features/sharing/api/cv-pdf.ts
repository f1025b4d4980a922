import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchFile, saveFile } from '../../../shared/http/download-file.ts';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { http } from '../../../shared/http/http.ts';
import { toast } from '../../../shared/ui/toast.ts';

/** GET /cv/pdf: the owner's whole CV, rendered by the server in the interface language. */
export function useDownloadCvPdf() {
  const { t } = useTranslation('sharing');
  return useMutation({
    mutationFn: async () => saveFile(await fetchFile(http, '/cv/pdf', { fallbackName: 'CV.pdf' })),
    onError: (error) => toast.error(errorMessage(error, t('pdf.failed'))),
  });
}
