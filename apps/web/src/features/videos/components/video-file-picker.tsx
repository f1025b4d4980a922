import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DropZone } from '../../../shared/ui/drop-zone.tsx';
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
  return (
    <Stack gap="md">
      <DropZone
        onFile={onFile}
        title={t('file.dropTitle')}
        hint={t('file.dropHint', { max: VIDEO_MAX_GIGABYTES })}
        chooseLabel={t('file.choose')}
        chooseIcon={<UploadIcon />}
        accept={VIDEO_ACCEPT}
        problem={problem}
        problemTitle={t('file.refused')}
      />
    </Stack>
  );
}
