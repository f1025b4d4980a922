import type { CvDesignId } from '@hirelane/contract/cv-designs';
import { Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cvPdfPath } from '../../../../shared/cv/api/cv-pdf.ts';
import { CvPdfPreview } from '../../../../shared/cv/pdf-preview/cv-pdf-preview.tsx';

type TailoredPdfPreviewProps = {
  jobId: string;
  /** The design picked in the form (saved or not); null: the version's, else the main CV's. */
  design: CvDesignId | null;
  /** When the version was last read from the server: a save or a change of the main CV moves it. */
  readAt: number;
};

/** The job's version of the CV as its PDF, drawn page by page: the same preview as the design panel's. */
export function TailoredPdfPreview({ jobId, design, readAt }: TailoredPdfPreviewProps) {
  const { t } = useTranslation('jobs');
  const titleId = useId();
  const path = cvPdfPath(design ? { design } : {}, `/jobs/${encodeURIComponent(jobId)}/tailored-cv/pdf`);
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Stack gap={2}>
        <Title order={3} fz="h4" id={titleId}>
          {t('tailored.preview')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('tailored.previewHint')}
        </Text>
      </Stack>
      <CvPdfPreview path={path} version={readAt} />
    </Stack>
  );
}
