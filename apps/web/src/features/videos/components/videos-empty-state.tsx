import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AddVideoButtons } from './add-video-buttons.tsx';
import type { VideoSource } from './new-video-panel.tsx';

export type VideosEmptyStateProps = { onOpen: (source: VideoSource) => void };

/** No videos yet: what a self-introduction video is for, and the two ways to make one. */
export function VideosEmptyState({ onOpen }: VideosEmptyStateProps) {
  const { t } = useTranslation('videos');
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'lg', sm: 'xl' }}
      component="section"
      aria-labelledby="videos-empty"
    >
      <Stack gap="md" maw={620}>
        <Title order={2} fz="h3" id="videos-empty">
          {t('empty.title')}
        </Title>
        <Text>{t('empty.description')}</Text>
        <Text c="dimmed">{t('empty.next')}</Text>
        <AddVideoButtons recordLabel={t('empty.record')} uploadLabel={t('empty.upload')} onOpen={onOpen} />
      </Stack>
    </Paper>
  );
}
