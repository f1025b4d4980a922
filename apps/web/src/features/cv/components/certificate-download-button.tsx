import type { Certification } from '@hirelane/contract/cv';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDownloadCertificationFile } from '../../../shared/cv/api/certifications.ts';

export type CertificateDownloadButtonProps = { certification: Certification };

/** Downloads the certificate file (fetched with the bearer token, so not a plain link). */
export function CertificateDownloadButton({ certification }: CertificateDownloadButtonProps) {
  const { t } = useTranslation('cv');
  const download = useDownloadCertificationFile();
  if (!certification.file) return null;
  return (
    <Button
      size="compact-sm"
      variant="light"
      loading={download.isPending}
      onClick={() => download.mutate(certification)}
      aria-label={t('certifications.downloadLabel', { name: certification.file.fileName })}
    >
      {t('certifications.download')}
    </Button>
  );
}
