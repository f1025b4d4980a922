import { CV_IMPORT_MAX_BYTES, CV_IMPORT_TYPES } from '@hirelane/contract/cv-import';
import { Alert, Button, FileButton, Paper, Stack, Text } from '@mantine/core';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileProblem } from '../../model/certificate-file.ts';

const ACCEPT = [...Object.keys(CV_IMPORT_TYPES), '.pdf', '.docx'].join(',');
const MAX_MB = CV_IMPORT_MAX_BYTES / (1024 * 1024);

export type UploadStepProps = {
  onFile: (file: File) => void;
  /** Why the last try failed (the server's words or the spec's fallback). */
  error: string | null;
};

/** Step 1: a PDF or Word file, dropped on the zone or chosen with the button (keyboard users). */
export function UploadStep({ onFile, error }: UploadStepProps) {
  const { t } = useTranslation('cv');
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const take = (file: File | null | undefined) => {
    if (!file) return;
    const found = fileProblem(file, { types: CV_IMPORT_TYPES, maxBytes: CV_IMPORT_MAX_BYTES });
    setProblem(found ? t(`import.fileProblem.${found}`, { max: MAX_MB }) : null);
    if (!found) onFile(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };
  const shown = problem ?? error;

  return (
    <Stack gap="md">
      {shown && (
        <Alert color="red" title={t('import.uploadFailed')} role="alert">
          {shown}
        </Alert>
      )}
      <Paper
        withBorder
        p="xl"
        radius="md"
        onDragOver={(event: DragEvent) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        style={{
          borderStyle: 'dashed',
          borderWidth: 2,
          borderColor: dragging ? 'var(--mantine-primary-color-filled)' : undefined,
          background: dragging ? 'var(--mantine-primary-color-light)' : undefined,
        }}
        data-testid="cv-drop-zone"
      >
        <Stack align="center" gap="sm" ta="center">
          <Text fw={600}>{t('import.dropTitle')}</Text>
          <Text size="sm" c="dimmed">
            {t('import.dropHint', { max: MAX_MB })}
          </Text>
          <FileButton onChange={take} accept={ACCEPT}>
            {(props) => <Button {...props}>{t('import.choose')}</Button>}
          </FileButton>
        </Stack>
      </Paper>
      <Text size="sm" c="dimmed">
        {t('import.privacy')}
      </Text>
    </Stack>
  );
}
