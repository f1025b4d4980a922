import { VIDEO_STORAGE_SERVICES, type Video } from '@hirelane/contract/videos';
import { Alert, AspectRatio, Modal, Stack, Text } from '@mantine/core';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A captions file for the player's `<track>` (none are made yet; the slot is ready for them). */
export type VideoCaptions = { src: string; srcLang: string; label: string };

export type VideoPlayerProps = {
  /** The video to play; null closes the player. */
  video: Video | null;
  /** True while the list is still loading (a link with `?play=` opened before the list came). */
  loading: boolean;
  captions?: VideoCaptions | null;
  onClose: () => void;
  /** The signed URL may have expired: the page reads the list again for a fresh one. */
  onPlaybackError: () => void;
};

const SKIP_SECONDS = 5;

/** Keys of the common web players, on top of what the browser's own controls do. */
function handleKey(event: KeyboardEvent<HTMLVideoElement>) {
  const player = event.currentTarget;
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const key = event.key.toLowerCase();
  if (key === ' ' || key === 'k') {
    if (player.paused) void player.play().catch(() => undefined);
    else player.pause();
  } else if (key === 'arrowleft') player.currentTime = Math.max(0, player.currentTime - SKIP_SECONDS);
  else if (key === 'arrowright') player.currentTime += SKIP_SECONDS;
  else if (key === 'm') player.muted = !player.muted;
  else if (key === 'f') {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void player.requestFullscreen?.().catch(() => undefined);
  } else return;
  event.preventDefault();
}

/**
 * Plays a video in a dialog: the browser's own controls over the signed, range-answering URL
 * (so seeking fetches only what it needs), focus on the video so the keys work at once, and a
 * captions `<track>` when there are captions. A Vimeo video plays in Vimeo's player.
 */
export function VideoPlayer({ video, loading, captions = null, onClose, onPlaybackError }: VideoPlayerProps) {
  const { t } = useTranslation('videos');
  const keysId = useId();
  const [failed, setFailed] = useState<string | null>(null);
  const opened = video !== null || !loading;
  const title = video?.name ?? '';

  let body: ReactNode;
  if (!video) body = <Text>{t('player.missing')}</Text>;
  else if (video.videoStorageServiceId === VIDEO_STORAGE_SERVICES.vimeo) {
    body = (
      <AspectRatio ratio={16 / 9}>
        <iframe
          src={video.playbackUrl}
          title={t('player.vimeo', { name: video.name })}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          style={{ border: 0 }}
        />
      </AspectRatio>
    );
  } else {
    body = (
      <Stack gap="sm">
        {failed === video.id && (
          <Alert color="red" role="alert">
            {t('player.failed')}
          </Alert>
        )}
        {/* biome-ignore lint/a11y/useMediaCaption: the <track> below is there whenever captions exist. */}
        <video
          key={video.id}
          src={video.playbackUrl}
          poster={video.posterUrl ?? undefined}
          controls
          playsInline
          preload="metadata"
          tabIndex={0}
          data-autofocus
          aria-label={video.name}
          aria-describedby={keysId}
          onKeyDown={handleKey}
          onError={() => {
            setFailed(video.id);
            onPlaybackError();
          }}
          data-testid="video-player"
          style={{
            display: 'block',
            width: '100%',
            maxHeight: '70vh',
            background: 'var(--mantine-color-black)',
            borderRadius: 'var(--mantine-radius-md)',
          }}
        >
          {captions && (
            <track
              kind="captions"
              src={captions.src}
              srcLang={captions.srcLang}
              label={captions.label}
              default
            />
          )}
        </video>
        <Text size="sm" c="dimmed" id={keysId}>
          {t('player.keys')}
        </Text>
      </Stack>
    );
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title || t('page.title')}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t('player.close') }}
    >
      {body}
    </Modal>
  );
}
