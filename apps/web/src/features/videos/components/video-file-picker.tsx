import { Alert, Button, FileButton, Paper, Stack, Text } from '@mantine/core';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VIDEO_ACCEPT, VIDEO_MAX_GIGABYTES } from '../model/video-file.ts';
import { UploadIcon } from './video-icons.tsx';

export type VideoFilePickerProps = {
  onFile: (file: File) => void;
  /** Why the last file was refused (checked by the panel before any upload). */
  problem: string | null;
};

/** A video file, dropped on the zone or chosen with the button (keyboard and phone users). */
export function VideoFilePicker({ onFile, problem }: VideoFilePickerProps) {
  const { t } = useTranslation('videos');
  const [dragging, setDragging] = useState(false);
  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <Stack gap="md">
      {problem && (
        <Alert color="red" role="alert" title={t('file.refused')}>
          {problem}
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
        onDrop={handleDrop}
        style={{
          borderStyle: 'dashed',
          borderWidth: 2,
          borderColor: dragging ? 'var(--mantine-primary-color-filled)' : undefined,
          background: dragging ? 'var(--mantine-primary-color-light)' : undefined,
        }}
      >
        <Stack align="center" gap="sm" ta="center">
          <Text fw={600}>{t('file.dropTitle')}</Text>
          <Text size="sm" c="dimmed">
            {t('file.dropHint', { max: VIDEO_MAX_GIGABYTES })}
          </Text>
          <FileButton onChange={(file) => file && onFile(file)} accept={VIDEO_ACCEPT}>
            {(props) => (
              <Button {...props} leftSection={<UploadIcon />}>
                {t('file.choose')}
              </Button>
            )}
          </FileButton>
        </Stack>
      </Paper>
    </Stack>
  );
}
