import { Button, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type ExtractingStepProps = {
  fileName: string;
  /** 0…1 while the file uploads; 1 once the server is reading it. */
  progress: number;
  onCancel: () => void;
};

/** Step 2: the upload's progress, then "reading your CV"; both can be cancelled. */
export function ExtractingStep({ fileName, progress, onCancel }: ExtractingStepProps) {
  const { t } = useTranslation('cv');
  const uploading = progress < 1;
  const percent = Math.round(progress * 100);
  return (
    <Stack gap="md" aria-busy="true">
      <Text fw={600}>{fileName}</Text>
      {uploading ? (
        <Progress value={percent} aria-label={t('import.uploading', { percent })} animated />
      ) : (
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{t('import.reading')}</Text>
        </Group>
      )}
      <Text size="sm" c="dimmed" aria-live="polite">
        {uploading ? t('import.uploading', { percent }) : t('import.readingHint')}
      </Text>
      <Group>
        <Button variant="default" onClick={onCancel}>
          {t('import.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
