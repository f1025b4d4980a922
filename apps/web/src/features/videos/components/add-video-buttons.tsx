import { Button, Group } from '@mantine/core';
import type { VideoSource } from './new-video-panel.tsx';
import { CameraIcon, UploadIcon } from './video-icons.tsx';

export type AddVideoButtonsProps = {
  recordLabel: string;
  uploadLabel: string;
  onOpen: (source: VideoSource) => void;
};

/** The two ways to add a video, record or upload: on the page's header and in its empty state. */
export function AddVideoButtons({ recordLabel, uploadLabel, onOpen }: AddVideoButtonsProps) {
  return (
    <Group gap="sm">
      <Button leftSection={<CameraIcon />} onClick={() => onOpen('record')}>
        {recordLabel}
      </Button>
      <Button variant="default" leftSection={<UploadIcon />} onClick={() => onOpen('file')}>
        {uploadLabel}
      </Button>
    </Group>
  );
}
