import { Group, Stack, Text, Title } from '@mantine/core';
import { type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LazyFallback, lazyNamed, OpenedOnce } from '../../../shared/ui/lazy.tsx';
import { QueryLoadError } from '../../../shared/ui/load-error.tsx';
import { useVideos } from '../api/videos.ts';
import { AddVideoButtons } from '../components/add-video-buttons.tsx';
import type { VideoSource } from '../components/new-video-panel.tsx';
import { VideoGrid, VideoGridSkeleton } from '../components/video-grid.tsx';
import { VideosEmptyState } from '../components/videos-empty-state.tsx';

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
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusPlayOf = useFocusPlayAfterUpload();

  const openNew = (next: VideoSource) => setParams({ new: next });
  const closeAll = () => setParams({}, { replace: true });
  const closeDialog = () => {
    closeAll();
    // The button that opened it may be gone (a deleted card): the page heading takes focus.
    if (deleteId !== null && !list.some((video) => video.id === deleteId)) headingRef.current?.focus();
  };
  const findVideo = (id: string | null) => list.find((video) => video.id === id) ?? null;
  const isEmpty = videos.isSuccess && list.length === 0;

  return (
    <Stack gap="lg">
      <MyVideosHeader headingRef={headingRef} canAdd={source === null && !isEmpty} onOpen={openNew} />

      {source !== null && (
        <Suspense fallback={<LazyFallback />}>
          <NewVideoPanel
            key={source}
            source={source}
            onSwitchSource={(next) => openNew(next)}
            onClose={closeAll}
            onUploaded={(video) => {
              focusPlayOf(video.id);
              closeAll();
            }}
          />
        </Suspense>
      )}

      {videos.isPending && <VideoGridSkeleton />}
      {videos.isError && <QueryLoadError query={videos} errorText={t('errors.load')} />}

      {isEmpty && source === null && <VideosEmptyState onOpen={openNew} />}

      {list.length > 0 && (
        <VideoGrid
          videos={list}
          onPlay={(id) => setParams({ play: id })}
          onDelete={(id) => setParams({ delete: id })}
        />
      )}

      <OpenedOnce open={playId !== null}>
        <VideoPlayer
          video={playId === null ? null : findVideo(playId)}
          loading={playId === null || videos.isPending}
          onClose={closeAll}
          onPlaybackError={() => void videos.refetch()}
        />
      </OpenedOnce>
      <OpenedOnce open={deleteId !== null}>
        <DeleteVideoDialog videoId={deleteId} video={findVideo(deleteId)} onClose={closeDialog} />
      </OpenedOnce>
    </Stack>
  );
}

type MyVideosHeaderProps = {
  headingRef: RefObject<HTMLHeadingElement | null>;
  canAdd: boolean;
  onOpen: (source: VideoSource) => void;
};

/** The page's title (focus returns to it when a dialog's button is gone) and the ways to add a video. */
function MyVideosHeader({ headingRef, canAdd, onOpen }: MyVideosHeaderProps) {
  const { t } = useTranslation('videos');
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
      <Stack gap={4} maw={640}>
        <Title order={1} fz="h2" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
          {t('page.title')}
        </Title>
        <Text c="dimmed">{t('page.subtitle')}</Text>
      </Stack>
      {canAdd && (
        <AddVideoButtons recordLabel={t('page.record')} uploadLabel={t('page.upload')} onOpen={onOpen} />
      )}
    </Group>
  );
}

/**
 * After an upload, focus goes to the new video's "Play" (the panel that had it is gone) once its
 * card is drawn. Returns the function that asks for it with the video's id.
 */
function useFocusPlayAfterUpload() {
  const [focusVideoId, setFocusVideoId] = useState<string | null>(null);
  useEffect(() => {
    if (!focusVideoId) return;
    const button = document.querySelector<HTMLButtonElement>(`[data-video-id="${focusVideoId}"] [data-play]`);
    if (button) {
      button.focus();
      setFocusVideoId(null);
    }
  });
  return setFocusVideoId;
}
