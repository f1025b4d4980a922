import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDownloadCvPdf } from '../../../shared/cv/api/cv-pdf.ts';

/** "Download my CV as PDF": the server renders it; the button spins until the file is saved. */
export function DownloadCvButton() {
  const { t } = useTranslation('sharing');
  const download = useDownloadCvPdf();
  return (
    <Button variant="default" loading={download.isPending} onClick={() => download.mutate({})}>
      {t('pdf.download')}
    </Button>
  );
}
