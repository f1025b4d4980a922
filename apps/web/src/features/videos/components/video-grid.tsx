import type { Video } from '@hirelane/contract/videos';
import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VideoCard } from './video-card.tsx';

export type VideoGridProps = {
  videos: Video[];
  onPlay: (id: string) => void;
  onDelete: (id: string) => void;
};

/** The user's videos as a list of cards, with their count read out when it changes. */
export function VideoGrid({ videos, onPlay, onDelete }: VideoGridProps) {
  const { t } = useTranslation('videos');
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('page.count', { count: videos.length })}
      </Text>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, xs: 2, md: 3 }}
        spacing="lg"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('page.listLabel')}
      >
        {videos.map((video) => (
          <VideoCard key={video.id} video={video} onPlay={onPlay} onDelete={onDelete} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Three card-sized placeholders while the list loads. */
export function VideoGridSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={260} radius="md" />
      ))}
    </SimpleGrid>
  );
}
