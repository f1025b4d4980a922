import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/http/error-message.ts';
import { LazyFallback, LazyOverlay, lazyNamed, useOpenedOnce } from '../../../shared/ui/lazy.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useVideos } from '../api/videos.ts';
import type { VideoSource } from '../components/new-video-panel.tsx';
import { VideoCard } from '../components/video-card.tsx';
import { CameraIcon, UploadIcon } from '../components/video-icons.tsx';

// The camera, upload, player and delete dialog load on first use: a first visit shows the grid only.
const NewVideoPanel = lazyNamed(() => import('../components/new-video-panel.tsx'), 'NewVideoPanel');
const VideoPlayer = lazyNamed(() => import('../components/video-player.tsx'), 'VideoPlayer');
const DeleteVideoDialog = lazyNamed(
  () => import('../components/delete-video-dialog.tsx'),
  'DeleteVideoDialog',
);

const sourceOf = (value: string | null): VideoSource | null =>
  value === 'record' || value === 'file' ? value : null;

/**
 * `/my-videos` (Premium only): the user's videos as a grid (poster, name, length, date; play,
 * rename in place, delete after asking), and adding one by recording it in the browser beside the
 * self-introduction script or by uploading a file. The panel (`?new=record|file`), the player
 * (`?play=<id>`) and the delete question (`?delete=<id>`) are URL parameters.
 */
export function MyVideosPage() {
  const { t } = useTranslation('videos');
  const [params, setParams] = useSearchParams();
  const videos = useVideos();
  const list = videos.data ?? [];
  const source = sourceOf(params.get('new'));
  const playId = params.get('play');
  const deleteId = params.get('delete');
  const playerOpened = useOpenedOnce(playId !== null);
  const deleteOpened = useOpenedOnce(deleteId !== null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [focusVideoId, setFocusVideoId] = useState<string | null>(null);

  const openNew = (next: VideoSource) => setParams({ new: next });
  const closeAll = () => setParams({}, { replace: true });
  const closeDialog = () => {
    closeAll();
    // The button that opened it may be gone (a deleted card): the page heading takes focus.
    if (deleteId !== null && !list.some((video) => video.id === deleteId)) headingRef.current?.focus();
  };
  const findVideo = (id: string | null) => list.find((video) => video.id === id) ?? null;

  // After an upload, focus goes to the new video's "Play" (the panel that had it is gone).
  useEffect(() => {
    if (!focusVideoId) return;
    const button = document.querySelector<HTMLButtonElement>(`[data-video-id="${focusVideoId}"] [data-play]`);
    if (button) {
      button.focus();
      setFocusVideoId(null);
    }
  });
  const isEmpty = videos.isSuccess && list.length === 0;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <Stack gap={4} maw={640}>
          <Title order={1} fz="h2" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
            {t('page.title')}
          </Title>
          <Text c="dimmed">{t('page.subtitle')}</Text>
        </Stack>
        {source === null && !isEmpty && (
          <Group gap="sm">
            <Button leftSection={<CameraIcon />} onClick={() => openNew('record')}>
              {t('page.record')}
            </Button>
            <Button variant="default" leftSection={<UploadIcon />} onClick={() => openNew('file')}>
              {t('page.upload')}
            </Button>
          </Group>
        )}
      </Group>

      {source !== null && (
        <Suspense fallback={<LazyFallback />}>
          <NewVideoPanel
            key={source}
            source={source}
            onSwitchSource={(next) => openNew(next)}
            onClose={closeAll}
            onUploaded={(video) => {
              setFocusVideoId(video.id);
              closeAll();
            }}
          />
        </Suspense>
      )}

      {videos.isPending && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={260} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {videos.isError && (
        <LoadError
          message={errorMessage(videos.error, t('errors.load'))}
          onRetry={() => void videos.refetch()}
        />
      )}

      {isEmpty && source === null && (
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
            <Group gap="sm">
              <Button leftSection={<CameraIcon />} onClick={() => openNew('record')}>
                {t('empty.record')}
              </Button>
              <Button variant="default" leftSection={<UploadIcon />} onClick={() => openNew('file')}>
                {t('empty.upload')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}

      {list.length > 0 && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('page.count', { count: list.length })}
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
            {list.map((video) => (
              <VideoCard
                key={video.id}
                video={video}
                onPlay={(id) => setParams({ play: id })}
                onDelete={(id) => setParams({ delete: id })}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}

      {playerOpened && (
        <Suspense fallback={<LazyOverlay />}>
          <VideoPlayer
            video={playId === null ? null : findVideo(playId)}
            loading={playId === null || videos.isPending}
            onClose={closeAll}
            onPlaybackError={() => void videos.refetch()}
          />
        </Suspense>
      )}
      {deleteOpened && (
        <Suspense fallback={<LazyOverlay />}>
          <DeleteVideoDialog videoId={deleteId} video={findVideo(deleteId)} onClose={closeDialog} />
        </Suspense>
      )}
    </Stack>
  );
}
