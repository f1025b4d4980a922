import type { TailoredCvChanges } from '@hirelane/contract/tailored-cv';
import { Stack } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CvPdfPreview } from '../../../../shared/cv/pdf-preview/cv-pdf-preview.tsx';
import { SectionHeading } from '../../../../shared/ui/section-heading.tsx';
import { tailoredPath } from '../../api/tailored-cv.ts';

type TailoredPdfPreviewProps = {
  jobId: string;
  /** The version as the form holds it now, saved or not: the preview draws it. */
  draft: TailoredCvChanges;
  /** When the version was last read from the server: a save or a change of the main CV moves it. */
  readAt: number;
};

/**
 * The job's version of the CV as its PDF, drawn page by page (the same preview as the design
 * panel's): the form's draft, sent to the server's preview as it is edited, before it is saved.
 */
export function TailoredPdfPreview({ jobId, draft, readAt }: TailoredPdfPreviewProps) {
  const { t } = useTranslation('jobs');
  const titleId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <SectionHeading
        order={3}
        id={titleId}
        title={t('tailored.preview')}
        description={t('tailored.previewHint')}
      />
      <CvPdfPreview path={`${tailoredPath(jobId)}/preview`} version={readAt} body={draft} />
    </Stack>
  );
}
