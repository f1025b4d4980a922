import { CV_IMPORT_MAX_BYTES, CV_IMPORT_TYPES } from '@hirelane/contract/constants';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileProblem } from '../../../shared/cv/certificate-file.ts';
import { DropZone } from '../../../shared/ui/drop-zone.tsx';

/** Besides documents, the open formats: a JSON Resume and LinkedIn's data export (told by content). */
const TYPES: Record<string, string> = {
  ...CV_IMPORT_TYPES,
  'application/json': 'json',
  'application/zip': 'zip',
  'application/x-zip-compressed': 'zip',
};
const ACCEPT = [...Object.keys(TYPES), '.pdf', '.docx', '.json', '.zip'].join(',');
const MAX_MB = CV_IMPORT_MAX_BYTES / (1024 * 1024);

export type UploadStepProps = {
  onFile: (file: File) => void;
  /** Why the last try failed (the server's words or the fallback). */
  error: string | null;
};

/** Step 1: a PDF or Word file, a JSON Resume or LinkedIn's data export, dropped on the zone or chosen with the button (keyboard users). */
export function UploadStep({ onFile, error }: UploadStepProps) {
  const { t } = useTranslation('cv');
  const [problem, setProblem] = useState<string | null>(null);

  const take = (file: File | null | undefined) => {
    if (!file) return;
    const found = fileProblem(file, { types: TYPES, maxBytes: CV_IMPORT_MAX_BYTES });
    setProblem(found ? t(`import.fileProblem.${found}`, { max: MAX_MB }) : null);
    if (!found) onFile(file);
  };

  return (
    <Stack gap="md">
      <DropZone
        onFile={take}
        title={t('import.dropTitle')}
        hint={t('import.dropHint', { max: MAX_MB })}
        chooseLabel={t('import.choose')}
        accept={ACCEPT}
        problem={problem ?? error}
        problemTitle={t('import.uploadFailed')}
        data-testid="cv-drop-zone"
      />
      <Text size="sm" c="dimmed">
        {t('import.privacy')}
      </Text>
    </Stack>
  );
}
